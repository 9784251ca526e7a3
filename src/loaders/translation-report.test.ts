import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { collections } from '../content.config';
import { COLLECTION_LANGUAGES, TRANSLATED_COLLECTIONS } from '../i18n/content-languages';
import { TRANSLATIONS, type Translation } from '../i18n/locales';
import { EVERY_LANGUAGE, KEPT_AS_IS_FILE } from '../i18n/translation-files';
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

describe('content/same-in-translation.yaml', () => {
  it('lists only texts a translation really keeps as in English', () => {
    const keptIn = (locale: Translation) =>
      new Set(
        translationReport(collections, () => new Set())
          .filter((row) => row.locale === locale)
          .flatMap((row) => row.problems ?? [])
          .flatMap(({ text }) => (text === undefined ? [] : [text.trim()])),
      );
    const kept = Object.fromEntries(TRANSLATIONS.map((locale) => [locale, keptIn(locale)]));
    const lists = load(readFileSync(`content/${KEPT_AS_IS_FILE}`, 'utf8')) as Record<string, string[]>;
    const unused = Object.entries(lists).flatMap(([list, texts]) =>
      texts
        .filter((text) =>
          list === EVERY_LANGUAGE
            ? !TRANSLATIONS.some((locale) => kept[locale]?.has(text))
            : !kept[list as Translation]?.has(text),
        )
        .map((text) => `${list}: ${text}`),
    );
    expect(unused).toEqual([]);
  });
});
