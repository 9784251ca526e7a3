import { isLocale, SOURCE_LOCALE, TRANSLATIONS, type Locale } from './locales.ts';

/**
 * A translated entry lives in a folder named after its language beside the English one
 * (content/products/es/sms.md translates content/products/sms.md), so its collection id starts
 * with that folder ("es/sms"). English ids have no prefix.
 */
export function splitEntryId(id: string): { locale: Locale; id: string } {
  const slash = id.indexOf('/');
  const first = slash === -1 ? '' : id.slice(0, slash);
  if (isLocale(first) && first !== SOURCE_LOCALE) return { locale: first, id: id.slice(slash + 1) };
  return { locale: SOURCE_LOCALE, id };
}

export const localizedId = (locale: Locale, id: string): string => (locale === SOURCE_LOCALE ? id : `${locale}/${id}`);

/**
 * The file of a translation: the language's folder right inside the content folder it belongs to,
 * ("content/site/home.yaml", "es") -> "content/site/es/home.yaml", ("solution-pages/marketing/sms.md",
 * "de") -> "solution-pages/de/marketing/sms.md". A path may start with the content folder (absolute or relative) or not.
 */
export function translationPath(path: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? path : inLanguageFolder(path, locale);
}

/** The path with a language folder inserted as translationPath() places it; the editor writes "{{locale}}" there. */
export function inLanguageFolder(path: string, folderName: string): string {
  const match = /^(.*?\bcontent\/)?([^/]+)\/(.+)$/.exec(path);
  if (!match) throw new Error(`${path} is not a file inside a content folder`);
  const [, root = '', folder = '', rest = ''] = match;
  return `${root}${folder}/${folderName}/${rest}`;
}

/** A glob pattern that also matches the pattern inside each language's folder. */
export const withTranslations = (pattern: string): string =>
  `{${[pattern, ...TRANSLATIONS.map((locale) => `${locale}/${pattern}`)].join(',')}}`;

/** The top folder of content/ a path lies in, and what follows it. */
const IN_CONTENT = /^(.*?\bcontent\/[^/]+\/)([^/]+)\/(.+)$/;

/** The language of a content file from its path: a language folder right inside its content folder, else English. */
export function localeOfFile(path: string): Locale {
  const folder = IN_CONTENT.exec(path.replaceAll('\\', '/'))?.[2];
  return isLocale(folder) && folder !== SOURCE_LOCALE ? folder : SOURCE_LOCALE;
}

/** The English file a translation translates: ("content/site/es/home.yaml") -> "content/site/home.yaml". */
export function englishPath(path: string): string {
  const normal = path.replaceAll('\\', '/');
  if (localeOfFile(normal) === SOURCE_LOCALE) return normal;
  const [, start = '', , rest = ''] = IN_CONTENT.exec(normal) ?? [];
  return `${start}${rest}`;
}
