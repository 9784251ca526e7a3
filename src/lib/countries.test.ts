import { describe, expect, it } from 'vitest';
import { countryName, isCountryCode } from './countries';

describe('country codes and names', () => {
  it('names countries in English from their ISO 3166-1 alpha-2 code', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
    expect(countryName('JP', 'fr')).toBe('Japon');
  });

  it('rejects codes that are not countries', () => {
    for (const code of ['UK', 'YU', 'gb', 'ZZ', 'XK', 'EU', 'DEU', '', 'U1'])
      expect(isCountryCode(code), code).toBe(false);
    expect(() => countryName('UK')).toThrow(/Unknown ISO 3166-1 alpha-2 country code "UK"/);
  });
});
