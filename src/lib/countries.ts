/**
 * Country names for ISO 3166-1 alpha-2 codes, from the runtime's own CLDR data
 * (Intl.DisplayNames), so content only ever holds the code.
 */
const names = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string): Intl.DisplayNames {
  let result = names.get(locale);
  if (!result) {
    result = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    names.set(locale, result);
  }
  return result;
}

/**
 * Codes CLDR names that are not countries: ISO's user-assigned ranges (AA, QM-QZ, XA-XZ, ZZ)
 * and its exceptionally reserved codes (EU, UN, Canary Islands, ...).
 */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN|AC|CP|CQ|DG|EA|IC|TA)$/;

/**
 * True for an ISO 3166-1 alpha-2 country code in its current form ("GB"); false for an alias
 * ICU would silently map ("UK" -> GB, "YU" -> RS), lower case, or a code that names no country.
 */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.test(code)) return false;
  if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) return false;
  const name = displayNames('en').of(code);
  return name !== undefined && name !== code;
}

/** "DE" -> "Germany". Throws on a code that is not a known country, naming it. */
export function countryName(code: string, locale = 'en'): string {
  const name = isCountryCode(code) ? displayNames(locale).of(code) : undefined;
  if (!name) throw new RangeError(`Unknown ISO 3166-1 alpha-2 country code "${code}"`);
  return name;
}
