import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listProblems, pagesOf, type ListPage, type PaginationCopy } from './list-pages';
import { parseHtml } from './parsed-html';

// The list-pages check (files/list-pages.test.ts, scenarios/marketer-build.spec.ts) on a list of
// three pages as the site builds them, with one fault planted at a time.

const SITE = 'https://www.relaymark.com';
const COPY: PaginationCopy = {
  label: 'Pages',
  status: 'Page {page} of {pages}',
  pageLink: 'Page {page}',
  next: 'Next',
  previous: 'Previous',
};
const ROUTES = ['/blog', '/blog/2', '/blog/3'];

/** The page links of page `number` of a list at `routes`. */
function pageLinks(routes: string[], number: number): string {
  const link = (page: number) =>
    `<li><a href="${routes[page - 1]}" aria-label="Page ${page}"${page === number ? ' aria-current="page"' : ''}>${page}</a></li>`;
  return [
    `<nav aria-label="Pages"><p>Page ${number} of ${routes.length}</p><ul>`,
    number > 1 ? `<li><a href="${routes[number - 2]}" rel="prev">Previous</a></li>` : '',
    ...routes.map((_, index) => link(index + 1)),
    number < routes.length ? `<li><a href="${routes[number]}" rel="next">Next</a></li>` : '',
    '</ul></nav>',
  ].join('');
}

/** Page `number` of a list at `routes`, as the build writes it. */
function listPage(routes: string[], number: number): string {
  const route = routes[number - 1]!;
  const alternates = ['en', 'es', 'de']
    .map((lang) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${lang === 'en' ? '' : `/${lang}`}${route}">`)
    .join('');
  return [
    `<!doctype html><html lang="en"><head><title>Blog${number > 1 ? ` – page ${number}` : ''}</title>`,
    `<meta name="description" content="Our posts.${number > 1 ? ` Page ${number} of ${routes.length}.` : ''}">`,
    `<link rel="canonical" href="${SITE}${route}">${alternates}</head><body><header><nav aria-label="Main"></nav></header>`,
    `<main${number === 1 ? ' data-pagefind-body' : ''}><h1>Blog</h1><ul><li><h2><a href="/blog/post-${number}">Post</a></h2></li></ul>`,
    routes.length > 1 ? pageLinks(routes, number) : '',
    '</main></body></html>',
  ].join('');
}

const sitemap = (routes: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${routes.map((route) => `<url><loc>${SITE}${route}</loc></url>`).join('')}</urlset>`;

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A built site holding `files` (path: text), as a folder. */
function builtSite(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'list-pages-'));
  folders.push(dist);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

interface Fault {
  /** Where the pages are, when not at /blog, /blog/2, /blog/3. */
  routes?: string[];
  /** Page `number`'s HTML with the fault planted. */
  page?: (html: string, number: number) => string;
  /** The routes the sitemap lists, when not every page. */
  sitemap?: string[];
  /** More files of the build. */
  files?: Record<string, string>;
}

/** What the check finds in a list with `fault` planted. */
function problemsOf({ routes = ROUTES, page = (html) => html, sitemap: listed = routes, files = {} }: Fault) {
  const dist = builtSite({ 'sitemap-0.xml': sitemap(listed), ...files });
  const pages: ListPage[] = routes.map((route, index) => ({
    route,
    document: parseHtml(page(listPage(routes, index + 1), index + 1)),
  }));
  return listProblems(dist, pages, COPY);
}

/** `fault` on page `number` only: `html` with `from` replaced by `to`. */
const onPage =
  (number: number, from: string | RegExp, to: string) =>
  (html: string, at: number): string => {
    if (at !== number) return html;
    const changed = html.replace(from, to);
    if (changed === html) throw new Error(`the fixture's page ${number} has no ${String(from)}`);
    return changed;
  };

describe('the list-pages check', () => {
  it('passes a list of three pages built as the site builds them, and a list of one page', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ routes: ['/press'] })).toEqual([]);
  });

  it.each<[string, Fault, string[]]>([
    [
      'a page /1 beside page 1',
      { files: { 'blog/1.html': listPage(ROUTES, 1) } },
      ['/blog: a page /1 was built beside page 1'],
    ],
    ['page 2 at another URL', { routes: ['/blog', '/blog/two', '/blog/3'] }, ['/blog/two: page 2 is not at /blog/2']],
    ['two h1s', { page: onPage(2, '<h1>Blog</h1>', '<h1>Blog</h1><h1>Posts</h1>') }, ['/blog/2: not one h1']],
    [
      'a title without its number',
      { page: onPage(3, '– page 3', '– page three') },
      ['/blog/3: title "Blog – page three" has no number'],
    ],
    [
      'the same title on two pages',
      { page: (html, number) => (number > 1 ? html.replace(`– page ${number}<`, '– pages 2 and 3<') : html) },
      ['/blog: titles repeat between its pages'],
    ],
    [
      'the same description on two pages',
      { page: onPage(2, ' Page 2 of 3.', '') },
      ['/blog: descriptions repeat between its pages'],
    ],
    [
      'a canonical naming page 1',
      { page: onPage(2, `canonical" href="${SITE}/blog/2"`, `canonical" href="${SITE}/blog"`) },
      [`/blog/2: canonical is ${SITE}/blog`],
    ],
    ['no canonical', { page: onPage(3, /<link rel="canonical"[^>]*>/, '') }, ['/blog/3: canonical is undefined']],
    [
      'an hreflang alternate to page 1',
      { page: onPage(2, `${SITE}/es/blog/2`, `${SITE}/es/blog`) },
      [`/blog/2: hreflang es is not ${SITE}/es/blog/2`],
    ],
    ['a page not in the sitemap', { sitemap: ['/blog', '/blog/2'] }, ['/blog/3: not in the sitemap']],
    ['page 2 in site search', { page: onPage(2, '<main>', '<main data-pagefind-body>') }, ['/blog/2: in site search']],
    [
      'page links on a list of one page',
      { routes: ['/press'], page: (html) => html.replace('</main>', `${pageLinks(['/press'], 1)}</main>`) },
      ['/press: page links on a list of one page'],
    ],
    [
      'a second nav of the same name',
      { page: onPage(1, '</main>', '<nav aria-label="Pages"></nav></main>') },
      ['/blog: not one nav named "Pages"'],
    ],
    ['no "Page n of N"', { page: onPage(2, 'Page 2 of 3</p>', 'Page 2</p>') }, ['/blog/2: no "Page n of N"']],
    [
      'a page link outside the list',
      { page: onPage(2, '</ul></nav>', '</ul><a href="/blog/3">Last</a></nav>') },
      ['/blog/2: links not in a list'],
    ],
    [
      'the current page not marked',
      { page: onPage(2, ' aria-current="page"', '') },
      ['/blog/2: current page not marked'],
    ],
    [
      'the current page marked on another link',
      {
        page: onPage(
          2,
          '<a href="/blog/3" aria-label="Page 3">',
          '<a href="/blog/3" aria-label="Page 3" aria-current="page">',
        ),
      },
      ['/blog/2: current page not marked'],
    ],
    [
      'the link to page 1 at /1',
      { page: onPage(3, '<a href="/blog" aria-label="Page 1">', '<a href="/blog/1" aria-label="Page 1">') },
      ['/blog/3: no link to page 1'],
    ],
    ['no link to the last page', { page: onPage(1, ' aria-label="Page 3"', '') }, ['/blog: no link to the last page']],
    ['no "Next" link', { page: onPage(1, 'rel="next">Next<', 'rel="next">More<') }, ['/blog: no "Next" link']],
    [
      'no "Previous" link',
      { page: onPage(3, 'rel="prev">Previous<', 'rel="prev">Back<') },
      ['/blog/3: no "Previous" link'],
    ],
    [
      '"Previous" leading to page 1 from page 3',
      { page: onPage(3, '<a href="/blog/2" rel="prev">', '<a href="/blog" rel="prev">') },
      ['/blog/3: "Previous" leads elsewhere'],
    ],
  ])('names %s', (_, fault, messages) => {
    expect(problemsOf(fault)).toEqual(messages);
  });
});

describe('reading a list page by page', () => {
  const files = Object.fromEntries(
    ROUTES.map((route, index) => [`${route.slice(1)}.html`, listPage(ROUTES, index + 1)]),
  );

  it('follows the "Next" links from page 1 to the last', () => {
    expect(pagesOf(builtSite(files), '/blog').map((page) => page.route)).toEqual(ROUTES);
  });

  it('fails on a "Next" link to a page not built', () => {
    const dist = builtSite(Object.fromEntries(Object.entries(files).filter(([path]) => path !== 'blog/3.html')));
    expect(() => pagesOf(dist, '/blog')).toThrow('/blog/3 is linked as the next page of /blog but was not built');
  });

  it('fails on "Next" links that go round', () => {
    const dist = builtSite({
      ...files,
      'blog/3.html': listPage(ROUTES, 3).replace(
        '</ul></nav>',
        '<li><a href="/blog" rel="next">Next</a></li></ul></nav>',
      ),
    });
    expect(() => pagesOf(dist, '/blog')).toThrow('/blog: more than 1000 pages, or its "Next" links go round');
  });
});
