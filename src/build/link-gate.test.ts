import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlElements } from '../lib/html-elements';
import { linkGate } from './link-gate';
import { stepContext, writtenSite } from './test-site';

// The build's link gate on a tiny built site whose pages each plant one fault; the content file
// that wrote a broken link is fixtures/link-gate/content/blog/post.md.

const ROOT = new URL('fixtures/link-gate/', import.meta.url);
const PAGES: Record<string, string> = {
  '/': '<main id="main"><a href="/pricing">Pricing</a><a href="/es">Español</a></main>',
  '/pricing': '<main><a href="/#main">Home</a></main>',
  '/es': '<main><a href="/es/pricing">Precios</a></main>',
  '/es/pricing': '<main><a href="/es">Inicio</a></main>',
  '/blog/post': '<main><a href="/pricing">Pricing</a></main>',
};
const html = (main: string) => `<!doctype html><html><body>${main}</body></html>`;

/** The gate run over the site's pages, `changed` (route: main's HTML) in place of theirs. */
function gate(changed: Record<string, string> = {}) {
  const files = Object.entries(PAGES).map(([route, main]) => [
    `${route === '/' ? 'index' : route.slice(1)}.html`,
    html(main),
  ]);
  const dist = writtenSite(Object.fromEntries(files));
  const visitor = linkGate.start(stepContext(dist, { root: fileURLToPath(ROOT) }));
  for (const [route, main] of Object.entries({ ...PAGES, ...changed })) {
    const page = html(main);
    visitor.page({ route, html: page, elements: () => htmlElements(page) });
  }
  return () => visitor.done?.();
}

// toThrow(new Error(…)) compares the whole message.
describe('the build’s link gate', () => {
  it('passes a site whose links all lead to built pages, in the page’s language', () => {
    expect(gate()).not.toThrow();
  });

  it('fails on a broken link, naming the content file and line that wrote it, or else the page’s template', () => {
    const post =
      '<main><a href="/no-such-page">Gone</a><img src="/images/none.svg" alt=""><a href="/#team">Team</a></main>';
    expect(gate({ '/blog/post': post })).toThrow(
      new Error(
        [
          '3 broken link(s). Fix the link in the file named, or create the page it points to:',
          '  src/build/fixtures/link-gate/content/blog/post.md:5: href="/no-such-page" on /blog/post (no built file)',
          '  the page template of /blog/post: src="/images/none.svg" on /blog/post (no built file)',
          '  the page template of /blog/post: href="/#team" on /blog/post (no element with id "team")',
        ].join('\n'),
      ),
    );
  });

  it('fails on a translated page’s link to an English page that exists in its language', () => {
    expect(gate({ '/es': '<main><a href="/pricing">Precios</a></main>' })).toThrow(
      new Error(
        '1 URL(s) of a translated page are not in its language (src/i18n/content-languages.ts says which pages are translated; src/links/links.ts builds URLs in a language):\n' +
          '  /pricing on /es: a link leads to English, but /es/pricing exists',
      ),
    );
  });
});
