import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlElements } from '../lib/html-elements';
import { linkGate } from './link-gate';
import { stepContext, testFolder, writtenSite } from './test-site';

// The build's link gate on a tiny built site whose pages each plant one fault; the content file
// that wrote a broken link is fixtures/link-gate/content/blog/post.md. The guide beside it
// (content/README.md) quotes the same link as an example, and is no content file to blame.

const ROOT = new URL('fixtures/link-gate/', import.meta.url);
const PAGES: Record<string, string> = {
  '/': '<main id="main"><a href="/pricing">Pricing</a><a href="/es">Español</a></main>',
  '/pricing': '<main><a href="/#main">Home</a></main>',
  '/es': '<main><a href="/es/pricing">Precios</a></main>',
  '/es/pricing': '<main><a href="/es">Inicio</a></main>',
  '/blog/post': '<main><a href="/pricing">Pricing</a></main>',
};
const html = (main: string) => `<!doctype html><html><body>${main}</body></html>`;

/** How a run of the gate is made: Astro's cache folder (a new one unless given), files besides the pages, and where its lines go. */
interface Run {
  cacheDir?: string;
  files?: Record<string, string>;
  logged?: string[];
}

/** The gate run over the site's pages, `changed` (route: main's HTML) in place of theirs, as built and as handed to it. */
function gate(changed: Record<string, string> = {}, { cacheDir, files = {}, logged }: Run = {}) {
  const pages = Object.entries({ ...PAGES, ...changed });
  const written = pages.map(([route, main]) => [`${route === '/' ? 'index' : route.slice(1)}.html`, html(main)]);
  const dist = writtenSite({ ...files, ...Object.fromEntries(written) });
  const visitor = linkGate.start(stepContext(dist, { root: fileURLToPath(ROOT), cacheDir, logged }));
  for (const [route, main] of pages) {
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

  it('names the page a misspelt link most likely means', () => {
    expect(gate({ '/blog/post': '<main><a href="/pricng">Pricing</a></main>' })).toThrow(
      'href="/pricng" on /blog/post (no built file: is it /pricing?)',
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

  describe('a rebuild', () => {
    const PRICING = '<main><a href="/blog/post#guide">The guide</a><a href="/#main">Home</a></main>';
    const POST = '<main><h2 id="guide">The guide</h2><a href="/files/guide.pdf">As a PDF</a></main>';

    it('whose code, files and pages are as in the last build that passed checks nothing again, and says so', () => {
      const [cacheDir, logged] = [testFolder(), [] as string[]];
      gate({}, { cacheDir })();
      gate({}, { cacheDir, logged })();
      expect(logged).toEqual(['5 pages, as in the last build that passed: not checked again']);
    });

    it('checks a page that changed, and again the unchanged pages that link to it', () => {
      const cacheDir = testFolder();
      const files = { 'files/guide.pdf': '%PDF-1.7' };
      gate({ '/pricing': PRICING, '/blog/post': POST }, { cacheDir, files })();
      // /pricing, unchanged, is handed over before /blog/post, which no longer has the id it links to.
      const idGone = '<main><h2>The guide</h2><a href="/files/guide.pdf">As a PDF</a></main>';
      expect(gate({ '/pricing': PRICING, '/blog/post': idGone }, { cacheDir, files })).toThrow(
        new Error(
          [
            '1 broken link(s). Fix the link in the file named, or create the page it points to:',
            '  the page template of /pricing: href="/blog/post#guide" on /pricing (no element with id "guide")',
          ].join('\n'),
        ),
      );
    });

    it('checks every page again when a file is gone, though no page changed', () => {
      const cacheDir = testFolder();
      gate({ '/pricing': PRICING, '/blog/post': POST }, { cacheDir, files: { 'files/guide.pdf': '%PDF-1.7' } })();
      expect(gate({ '/pricing': PRICING, '/blog/post': POST }, { cacheDir })).toThrow(
        new Error(
          [
            '1 broken link(s). Fix the link in the file named, or create the page it points to:',
            '  the page template of /blog/post: href="/files/guide.pdf" on /blog/post (no built file)',
          ].join('\n'),
        ),
      );
    });
  });
});
