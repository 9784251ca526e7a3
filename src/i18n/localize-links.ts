import { isEnglishOnlyPath, isTranslatedPath } from './content-languages';
import { localeFromPath, localizedPath, SOURCE_LOCALE, type Locale } from './locales';

export { isEnglishOnlyPath, isTranslatedPath };

/** A link or form start tag as Astro writes it, and the URL it leads to (its href or action). */
export const LINK_TAG = /<(?:a|form)\s[^>]*>/g;
export const LINK_TARGET = /\s(?:href|action)="([^"]*)"/;

/** A link as a page in `locale` writes it: "/pricing#faq" -> "/es/pricing#faq"; English-only pages, files and other sites stay. */
export function localizeHref(locale: Locale, href: string): string {
  if (locale === SOURCE_LOCALE) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (!isTranslatedPath(path) || localeFromPath(path) !== SOURCE_LOCALE) return href;
  return localizedPath(locale, path) + rest;
}

/**
 * A translated page's HTML with every internal link (`<a href>`, `<form action>`) pointing at the
 * page in its language, and a link to a page that exists in English only marked `hreflang="en"`.
 * A link that already names its language (`hreflang`, as the language switcher's do) is left as
 * written. Astro writes attributes in double quotes with `<` and `>` escaped; island props are JSON
 * inside an attribute, so they are not touched: an island gets its links localized.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return html;
  return html.replace(LINK_TAG, (tag) => {
    if (/\shreflang="/.test(tag)) return tag;
    const href = LINK_TARGET.exec(tag)?.[1];
    if (href === undefined) return tag;
    if (tag.startsWith('<a') && isEnglishOnlyPath(href)) return tag.replace(/^<a\s/, `<a hreflang="${SOURCE_LOCALE}" `);
    return tag.replace(
      /(\s(?:href|action)=")([^"]*)"/,
      (_, start: string, url: string) => `${start}${localizeHref(locale, url)}"`,
    );
  });
}

/** A link item ({ label, href }) as a page in `locale` writes it, for the props of an island. */
export const localizeLink = <L extends { href: string }>(locale: Locale, link: L): L => ({
  ...link,
  href: localizeHref(locale, link.href),
});
