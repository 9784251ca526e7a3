import { describe, expect, it } from 'vitest';
import { collections } from '../content.config';
import { COLLECTION_LANGUAGES, TRANSLATED_COLLECTIONS } from '../i18n/content-languages';
import { TRANSLATIONS } from '../i18n/locales';
import { translationReport } from './translation-report';

const report = translationReport(collections);

describe('what is translated', () => {
  it('is declared once for every collection', () => {
    expect(Object.keys(COLLECTION_LANGUAGES).sort()).toEqual(Object.keys(collections).sort());
  });

  it('is every file of a translated collection, in every language, and no file of an English-only one', () => {
    const english = new Set(report.map((row) => row.english));
    expect(english).toContain('content/site/navigation.yaml');
    expect(english).toContain('content/solution-pages/marketing/sms.md');
    expect(english).toContain('content/blog/categories.yaml');
    expect(english).toContain('content/pricing/plans.yaml');
    expect([...english].filter((file) => /^content\/(press|developers|changelog\/[^p])/.test(file))).toEqual([]);
    expect(english).not.toContain('content/site/llms.yaml');
    expect(english).not.toContain('content/pricing/countries.yaml');
    expect(new Set(report.map((row) => row.collection))).toEqual(new Set(TRANSLATED_COLLECTIONS));
    expect(report).toHaveLength(english.size * TRANSLATIONS.length);
  });

  it('is translated in every language, wording only: no file, key or entry is missing and none writes a value', () => {
    const problems = report.flatMap((row) =>
      row.problems === undefined
        ? [`${row.translation} is missing`]
        : [
            ...row.problems.map(({ path, problem }) => `${row.translation}: ${path} ${problem}`),
            ...row.untranslated.map((id) => `${row.translation}: entry ${id} not translated`),
          ],
    );
    expect(problems).toEqual([]);
  });
});
