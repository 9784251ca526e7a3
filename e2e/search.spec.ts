import { expect, test } from '@playwright/test';
import { contentYaml } from './support/content-files';

type SearchTexts = Record<'noResults' | 'oneResult' | 'results', string>;

const LANGUAGES = [
  { prefix: '', file: 'site/search.yaml' },
  { prefix: '/es', file: 'site/es/search.yaml' },
  { prefix: '/de', file: 'site/de/search.yaml' },
];

/** Terms that are placeholders or replacement patterns themselves: "$&" is the matched text, "$`" and "$'" what is around it. */
const TERMS = ['{count}', '$&', '{term}', "$'", '$`', '$$'];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The status line for `term` in the page's wording: any of the three sentences, any count, the term as typed. */
function statusLine(texts: SearchTexts, term: string): RegExp {
  const sentences = [texts.noResults, texts.oneResult, texts.results].map((sentence) =>
    // One pass, by a function: a second pass would fill a placeholder the term brings, and a
    // replacement string would read "$&" in the term as a pattern.
    escaped(sentence).replace(/\\\{(term|count)\\\}/g, (_, name: string) => (name === 'term' ? escaped(term) : '\\d+')),
  );
  return new RegExp(`^(${sentences.join('|')})$`);
}

for (const { prefix, file } of LANGUAGES) {
  test(`${prefix}/search shows each term exactly as typed, placeholders and $ patterns too`, async ({ page }) => {
    const texts = contentYaml<SearchTexts & { label: string }>(file);
    const status = page.getByRole('main').locator('[aria-live="polite"]');
    const [first, ...others] = TERMS;
    // From the address, as a shared link brings it ...
    await page.goto(`${prefix}/search?q=${encodeURIComponent(first!)}`);
    await expect(status, first).toHaveText(statusLine(texts, first!));
    // ... and typed.
    const box = page.getByRole('searchbox', { name: texts.label });
    for (const term of others) {
      await box.fill(term);
      await box.press('Enter');
      await expect(status, term).toHaveText(statusLine(texts, term));
    }
  });
}
