import { localeFromPath, localizedPath, withoutLocale } from '../i18n/locales';

/** A path and query as the page's language links compare them: without the language's prefix. */
const inAnyLanguage = (url: URL) => withoutLocale(url.pathname) + url.search;

/**
 * Where a language link leads once the page's address changed in place from `before` to `after`
 * (both without a language prefix): the same place in its language, or where it led when it led
 * elsewhere (an English-only page's links lead to each language's home).
 */
export function languageLinkAfter(href: string, before: string, after: string): string {
  const url = new URL(href, 'https://site.invalid');
  if (inAnyLanguage(url) !== before) return href;
  const moved = new URL(after, 'https://site.invalid');
  return localizedPath(localeFromPath(url.pathname), moved.pathname) + moved.search;
}

/**
 * Changes the page's address in place (a compose tab, a search; the same address to only catch
 * up with a query the page was opened with) and takes its language links along, so switching
 * language keeps the tab or the search the visitor is on, not the one the page was built with.
 */
export function replaceAddress(address: string): void {
  window.history.replaceState(null, '', address);
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')];
  // Where the links lead now: the current language's link says it.
  const current = links.find((link) => link.getAttribute('aria-current') === 'true');
  if (!current) return;
  const before = inAnyLanguage(new URL(current.href));
  const after = inAnyLanguage(new URL(window.location.href));
  for (const link of links)
    link.setAttribute('href', languageLinkAfter(link.getAttribute('href') ?? '', before, after));
}
