import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';
import { inlineScriptText } from './inline-scripts';
import { runSteps } from './pipeline';
import { stepContext, testFolder, writtenSite } from './test-site';

const STYLESHEET = [
  '.menu{display:none}',
  '.menu[data-open]{display:block}',
  '.other[data-open]{display:block}',
  '.link:focus-visible{outline:2px solid}',
  '.absent:focus-visible{outline:3px solid}',
  'details[open]>.panel{display:block}',
  ':root:where([data-theme=dark],[data-theme=dark] *){color-scheme:dark}',
  '.link:where([data-theme=dark],[data-theme=dark] *){color:white}',
  '.absent:where([data-theme=dark],[data-theme=dark] *){color:gray}',
  '.samples:has(input:checked)>.sample{display:block}',
  'astro-island[data-load-failed] [data-until-loaded]{display:none}',
].join('');

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;

/** The CSS the critical CSS step inlines into a page with this body. */
async function inlined(body: string, stylesheet = STYLESHEET): Promise<string> {
  const dist = writtenSite({ '_astro/site.css': stylesheet, 'index.html': page(body) });
  await runSteps([criticalCss], stepContext(dist));
  return /<style>(.*?)<\/style>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
}

describe('critical CSS', () => {
  it('keeps the states script sets (open menus, the dark theme) for the elements the page has, and no others', async () => {
    const css = await inlined(
      '<nav class="menu"><a class="link" href="/">Home</a></nav><details><div class="panel">Hi</div></details>',
    );
    expect(css).toContain('.menu[data-open]{display:block}');
    expect(css).toContain('details[open]>.panel{display:block}');
    expect(css).toContain(':root:where([data-theme=dark],[data-theme=dark] *){color-scheme:dark}');
    expect(css).toContain('.link:where([data-theme=dark],[data-theme=dark] *){color:white}');
    expect(css).toContain('.link:focus-visible{outline:2px solid}');
    expect(css).not.toContain('.other');
    expect(css).not.toContain('.absent');
    expect(css).not.toContain('.samples');
  });

  it('keeps what a failed island hides (its code may fail with the full stylesheet) where the page has it', async () => {
    const rule = 'astro-island[data-load-failed] [data-until-loaded]{display:none}';
    expect(await inlined('<astro-island><p data-until-loaded>Your estimate appears here</p></astro-island>')).toContain(
      rule,
    );
    expect(await inlined('<astro-island><p>Ready</p></astro-island>')).not.toContain(rule);
  });

  it('keeps a :has() rule where the page has what it styles', async () => {
    const css = await inlined('<div class="samples"><input type="radio" checked><pre class="sample">x</pre></div>');
    expect(css).toContain('.samples:has(input:checked)>.sample{display:block}');
  });

  it('keeps the custom properties and keyframes kept rules use, through var() chains, and no rule left empty', async () => {
    const stylesheet =
      ':root{--a:var(--b);--b:red;--c:blue}@property --c{syntax:"*";inherits:false}@layer base;' +
      '.tone{color:var(--a);animation:spin 1s}.gone{color:var(--c);animation:fade 1s}@media (width>1px){@supports (display:grid){.gone{color:red}}}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}';
    expect(await inlined('<p class="tone">Hi</p>', stylesheet)).toBe(
      ':root{--a:var(--b);--b:red}@layer base;.tone{color:var(--a);animation:spin 1s}@keyframes spin{to{rotate:1turn}}',
    );
  });
});

describe('the full stylesheet', () => {
  it('waits at the end of <body> in a template for its script, and applies with JavaScript off', async () => {
    const dist = writtenSite({ '_astro/site.css': STYLESHEET, 'index.html': page('<nav class="menu">Menu</nav>') });
    await runSteps([criticalCss], stepContext(dist));
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const script = inlineScriptText(new URL('../scripts/full-stylesheet.js', import.meta.url));
    expect(html.slice(html.indexOf('</nav>') + '</nav>'.length)).toBe(
      '<template data-full-stylesheet><link rel="stylesheet" href="/_astro/site.css"></template>' +
        '<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>' +
        `<script>${script}</script></body></html>`,
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
  });
});

describe('critical CSS kept between builds', () => {
  const PAGES = {
    'index.html': page('<p class="big">Home</p>'),
    'about.html': page('<main>About</main>'),
    'blog.html': page('<main>Blog</main>'),
  };

  it('gives an unchanged page the same rules again, and cuts anew a changed page, a page gone from the last build and every page after a change of the cutter', async () => {
    const [dist, cacheDir] = [testFolder('critical-dist-'), testFolder('critical-cache-')];
    const cacheFile = join(cacheDir, 'critical-css.json');
    /** Builds the site again in `dist` (as Astro rewrites every page); returns what the step logged. */
    const build = async (pages: Record<string, string> = PAGES) => {
      rmSync(dist, { recursive: true, force: true });
      writtenSite({ '_astro/site.css': '.big{font-size:2rem}.quiet{color:gray}main{display:block}', ...pages }, dist);
      const logged: string[] = [];
      await runSteps([criticalCss], stepContext(dist, { cacheDir, logged }));
      return logged.find((line) => line.startsWith('inlined'));
    };
    const home = () => readFileSync(join(dist, 'index.html'), 'utf8');
    const cache = () => JSON.parse(readFileSync(cacheFile, 'utf8')) as { version: string; rules: string[] };

    expect(await build()).toBe('inlined the critical CSS of 3 pages (0 unchanged, from the cache)');
    const first = home();
    expect(first).toContain('<style>.big{font-size:2rem}</style>');
    // Each distinct CSS once: about and blog keep the same rules.
    expect(cache().rules.toSorted()).toEqual(['.big{font-size:2rem}', 'main{display:block}']);
    expect(await build()).toBe('inlined the critical CSS of 3 pages (3 unchanged, from the cache)');
    expect(home()).toBe(first);

    const changed = { ...PAGES, 'index.html': page('<p class="quiet">Home</p>') };
    expect(await build(changed)).toBe('inlined the critical CSS of 3 pages (2 unchanged, from the cache)');
    expect(home()).toContain('<style>.quiet{color:gray}</style>');
    const { 'blog.html': gone, ...fewer } = changed;
    expect(gone).toBeDefined();
    expect(await build(fewer)).toBe('inlined the critical CSS of 2 pages (2 unchanged, from the cache)');
    expect(await build(changed)).toBe('inlined the critical CSS of 3 pages (2 unchanged, from the cache)');

    writeFileSync(cacheFile, JSON.stringify({ ...cache(), version: 'another cutter' }));
    expect(await build(changed)).toBe('inlined the critical CSS of 3 pages (0 unchanged, from the cache)');
  });
});
