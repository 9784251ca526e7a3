import { describe, expect, it } from 'vitest';
import { localeFromPath, localeOfParam, localizedPath, TRANSLATIONS, withoutLocale } from './locales';

describe('locales', () => {
  it('translates from English into Spanish and German', () => {
    expect(TRANSLATIONS).toEqual(['es', 'de']);
  });

  it('reads the language from the first segment of a path only', () => {
    expect(localeFromPath('/es/pricing')).toBe('es');
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/de.html')).toBe('de');
    expect(localeFromPath('/pricing')).toBe('en');
    expect(localeFromPath('/blog/es')).toBe('en');
    expect(localeFromPath('/en/pricing')).toBe('en');
    expect(localeFromPath('/')).toBe('en');
  });

  it('strips and adds the prefix so that the two are inverse', () => {
    for (const path of ['/', '/pricing', '/solutions/marketing/sms']) {
      for (const locale of ['en', 'es', 'de'] as const) expect(withoutLocale(localizedPath(locale, path))).toBe(path);
    }
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('de', '/pricing')).toBe('/de/pricing');
    expect(localizedPath('en', '/pricing')).toBe('/pricing');
  });

  it('refuses a route parameter that names no language', () => {
    expect(localeOfParam(undefined)).toBe('en');
    expect(localeOfParam('de')).toBe('de');
    expect(() => localeOfParam('fr')).toThrow('Unknown language "fr"');
  });
});
