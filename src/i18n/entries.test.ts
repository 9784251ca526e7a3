import { describe, expect, it } from 'vitest';
import { englishPath, localeOfFile, localizedId, splitEntryId, translationPath, withTranslations } from './entries';

describe('translated entries', () => {
  it('reads the language from the folder an entry sits in', () => {
    expect(splitEntryId('es/sms')).toEqual({ locale: 'es', id: 'sms' });
    expect(splitEntryId('de/marketing/sms')).toEqual({ locale: 'de', id: 'marketing/sms' });
    expect(splitEntryId('marketing/sms')).toEqual({ locale: 'en', id: 'marketing/sms' });
    expect(splitEntryId('sms')).toEqual({ locale: 'en', id: 'sms' });
  });

  it('builds the id and the file of a translation', () => {
    expect(localizedId('de', 'pricing/sms')).toBe('de/pricing/sms');
    expect(localizedId('en', 'pricing/sms')).toBe('pricing/sms');
    expect(translationPath('./content/site/home.yaml', 'es')).toBe('./content/site/es/home.yaml');
    expect(translationPath('./content/site/home.yaml', 'en')).toBe('./content/site/home.yaml');
    expect(translationPath('solution-pages/marketing/sms.md', 'es')).toBe('solution-pages/es/marketing/sms.md');
    expect(translationPath('content/solution-pages/marketing/sms.md', 'de')).toBe(
      'content/solution-pages/de/marketing/sms.md',
    );
  });

  it('matches the language folders in a glob pattern', () => {
    expect(withTranslations('*.md')).toBe('{*.md,es/*.md,de/*.md}');
  });

  it('finds the language and the English file of a content file from its path', () => {
    expect(localeOfFile('/work/site/content/site/es/home.yaml')).toBe('es');
    expect(localeOfFile('./content/solution-pages/de/marketing/sms.md')).toBe('de');
    expect(localeOfFile('./content/solution-pages/marketing/sms.md')).toBe('en');
    expect(localeOfFile('content/products/sms.md')).toBe('en');
    expect(englishPath('/work/site/content/solution-pages/de/marketing/sms.md')).toBe(
      '/work/site/content/solution-pages/marketing/sms.md',
    );
    expect(englishPath('content/site/home.yaml')).toBe('content/site/home.yaml');
  });
});
