const BASE = 'https://site.invalid';
const segmentsOf = (href: string) => new URL(href, BASE).pathname.split('/');

/**
 * The language links' addresses once the page's address changed in place to `address`, from
 * `current`, the link of the page's own language. The links lead to the page in each language:
 * the segments they all end with are the page's path, and what comes before is each language's
 * prefix, kept in front of the new path.
 */
export function languageLinksAfter(hrefs: readonly string[], current: string, address: string): string[] {
  const paths = hrefs.map(segmentsOf);
  const [first = []] = paths;
  const fromEnd = (path: string[], index: number) => path[path.length - 1 - index];
  let shared = 0;
  while (paths.every((path) => path.length > shared && fromEnd(path, shared) === fromEnd(first, shared))) shared += 1;
  const prefixOf = (href: string) =>
    segmentsOf(href)
      .slice(0, -shared || undefined)
      .join('/');
  const here = prefixOf(current);
  const to = new URL(address, BASE);
  if (shared === 0 || !to.pathname.startsWith(here)) return [...hrefs];
  const path = to.pathname.slice(here.length);
  return hrefs.map((href) => `${prefixOf(href)}${path}${to.search}`);
}

/**
 * Changes the page's address in place (a compose tab, a search; the same address to only catch
 * up with a query the page was opened with) and takes its language links along, so switching
 * language keeps the tab or the search the visitor is on, not the one the page was built with.
 */
export function replaceAddress(address: string): void {
  window.history.replaceState(null, '', address);
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')];
  const current = links.find((link) => link.getAttribute('aria-current') === 'true');
  if (!current) return;
  const hrefs = languageLinksAfter(
    links.map((link) => link.getAttribute('href') ?? ''),
    current.getAttribute('href') ?? '',
    window.location.pathname + window.location.search,
  );
  links.forEach((link, index) => link.setAttribute('href', hrefs[index] ?? ''));
}
