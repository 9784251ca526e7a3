import { localeFromPath, localizedPath, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Pages that exist in English only: blog posts, press releases, changelog entries and the developer
 * docs. Their list pages (/blog, /blog/category/x, /press, /changelog) are translated. The build's
 * link gate checks this list against the pages built: a link it sends to a translation that does
 * not exist, or keeps on English where a translation does, fails the build.
 */
const ENGLISH_ONLY = [/^\/blog\/(?!category\/)[^/]+$/, /^\/press\/.+/, /^\/changelog\/.+/, /^\/developers(\/|$)/];

/** A page path (no file extension, not a build asset) that has a translation in every language. */
export function isTranslatedPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || /\.[a-z0-9]+$/i.test(path)) return false;
  if (path.startsWith('/_') || path.startsWith('/pagefind')) return false;
  return !ENGLISH_ONLY.some((pattern) => pattern.test(path));
}

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
 * page in its language. A link that names its language (`hreflang`, as the language switcher's do)
 * is left as written. Astro writes attributes in double quotes with `<` and `>` escaped; island
 * props are JSON inside an attribute, so they are not touched: an island gets its links localized.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return html;
  return html.replace(/<(?:a|form)\s[^>]*>/g, (tag) =>
    /\shreflang="/.test(tag)
      ? tag
      : tag.replace(/(\s(?:href|action)=")([^"]*)"/, (_, start: string, href: string) => `${start}${localizeHref(locale, href)}"`),
  );
}

/** A link item ({ label, href }) as a page in `locale` writes it, for the props of an island. */
export const localizeLink = <L extends { href: string }>(locale: Locale, link: L): L => ({
  ...link,
  href: localizeHref(locale, link.href),
});
