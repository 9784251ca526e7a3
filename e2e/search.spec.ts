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
    // Another language keeps the search the visitor is on, opened or typed.
    const german = page.getByRole('link', { name: 'Deutsch', exact: true });
    const keepsSearch = async (term: string) => {
      const links = await german.all();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) await expect(link).toHaveAttribute('href', `/de/search?q=${encodeURIComponent(term)}`);
    };
    await keepsSearch(first!);
    // ... and typed.
    const box = page.getByRole('searchbox', { name: texts.label });
    for (const term of others) {
      await box.fill(term);
      await box.press('Enter');
      await expect(status, term).toHaveText(statusLine(texts, term));
    }
    await keepsSearch(others.at(-1)!);
  });
}

/** The several-results sentence for `term`, its count captured. */
const countedLine = (texts: SearchTexts, term: string) =>
  new RegExp(
    `^${escaped(texts.results).replace(/\\\{(term|count)\\\}/g, (_, name: string) => (name === 'term' ? escaped(term) : '(\\d+)'))}$`,
  );

for (const { prefix, file } of LANGUAGES) {
  test(`${prefix}/search counts every match and shows them all, ten more at each "Show more results"`, async ({
    page,
  }) => {
    const texts = contentYaml<SearchTexts & { label: string; showMore: string }>(file);
    const main = page.getByRole('main');
    const status = main.locator('[aria-live="polite"]');
    const results = main.getByRole('listitem');
    const more = main.getByRole('button', { name: texts.showMore });
    await page.goto(`${prefix}/search?q=sms`);
    const line = countedLine(texts, 'sms');
    await expect(status).toHaveText(line);
    // The count is not written here: it changes with the content. It is checked against the
    // results themselves, every one of which the button must bring onto the page.
    const total = Number(line.exec((await status.textContent()) ?? '')?.[1]);
    // SMS is on many pages in every language: more than the first ten, or nothing here is tested.
    expect(total).toBeGreaterThan(10);
    await expect(results).toHaveCount(10);
    for (let shown = 10; shown < total; shown += 10) {
      await expect(more).toBeVisible();
      await more.press('Enter');
      await expect(results).toHaveCount(Math.min(shown + 10, total));
      // Keyboard and screen reader users read on from the first result added.
      await expect(results.nth(shown).getByRole('link')).toBeFocused();
    }
    await expect(more).toBeHidden();
    await expect(results).toHaveCount(total);
    await expect(status).toHaveText(line);

    // A search with nothing to find starts over: no results, and no button.
    const box = page.getByRole('searchbox', { name: texts.label });
    await box.fill('qzxqzxq');
    await box.press('Enter');
    await expect(status).toHaveText(texts.noResults.replace('{term}', 'qzxqzxq'));
    await expect(results).toHaveCount(0);
    await expect(more).toBeHidden();
  });
}
