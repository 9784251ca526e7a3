import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';
import { linkGate } from './link-gate';
import { pagePass } from './page-pass';
import type { BuildContext, PageStep, Sharing } from './pipeline';
import { redirects } from './redirects';
import { securityHeaders } from './security-headers';
import { styleAttributes } from './style-attributes';

const STEPS = [linkGate, criticalCss, styleAttributes, securityHeaders, redirects] as PageStep[];
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const page = (body: string, lang = 'en', head = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self'">${head}<link rel="stylesheet" href="/_astro/site.css"></head><body><main id="main">${body}</main></body></html>`;

/** A small built site: pages in two languages, a forwarder, a stylesheet; `extra` adds or replaces pages. */
function site(extra: Record<string, string> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-pass-'));
  folders.push(dist);
  const files: Record<string, string> = {
    '_astro/site.css': '.big{font-size:2rem}.unused{color:red}main{display:block}',
    'index.html': page('<a href="/pricing#plans">Pricing</a><p class="big" style="color:blue">Hi</p>'),
    'pricing.html': page('<h2 id="plans">Plans</h2><a href="#main">Top</a>'),
    'es/pricing.html': page('<h2 id="plans">Planes</h2><a href="/es">Inicio</a>', 'es'),
    'es.html': page('<a href="/es/pricing#plans">Precios</a>', 'es'),
    'developers.html': page('', 'en', '<meta http-equiv="refresh" content="0; url=/pricing">'),
    ...Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [`blog/post-${index}.html`, page(`<p>${index}</p>`)]),
    ),
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

/** The project folder: its content/ is where the link gate looks for a broken link's source. */
const root = mkdtempSync(join(tmpdir(), 'page-pass-project-'));
mkdirSync(join(root, 'content'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const context = (dist: string): BuildContext => ({
  dist,
  site: 'https://www.example.com',
  root: pathToFileURL(`${root}/`),
  publicDir: pathToFileURL(`${dist}/`),
  cacheDir: pathToFileURL(`${dist}/`),
  logger: { info: () => {} } as unknown as AstroIntegrationLogger,
});

/** Every file of a folder and its text. */
const contents = (dist: string) =>
  Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dist.length), readFileSync(path, 'utf8')];
      }),
  );

const ALONE: Sharing = { threads: 1, minPages: 1, chunkPages: 1 };
const SHARED: Sharing = { threads: 2, minPages: 1, chunkPages: 2 };

describe('a page pass shared out to worker threads', () => {
  it('writes the same site as one thread, byte for byte', { timeout: 30_000 }, async () => {
    const [alone, shared] = [site(), site()];
    const times: string[] = [];
    await pagePass(
      STEPS,
      () => context(alone),
      () => {},
      ALONE,
    );
    await pagePass(
      STEPS,
      () => context(shared),
      (name) => times.push(name),
      SHARED,
    );
    expect(contents(shared)).toEqual(contents(alone));
    expect(readFileSync(join(shared, 'index.html'), 'utf8')).toContain(
      '<style>.big{font-size:2rem}main{display:block}</style>',
    );
    expect(readFileSync(join(shared, '_redirects'), 'utf8')).toBe(
      '/developers /pricing 301\n/developers/ /pricing 301\n',
    );
    expect(times).toContain('page pass on 2 threads');
  });

  it('fails the build with what a thread found, as one thread does', { timeout: 30_000 }, async () => {
    const broken = { 'blog/post-3.html': page('<a href="/careers">Jobs</a><a href="/pricing#nobody">x</a>') };
    const alone = pagePass(
      STEPS,
      () => context(site(broken)),
      () => {},
      ALONE,
    );
    const shared = pagePass(
      STEPS,
      () => context(site(broken)),
      () => {},
      SHARED,
    );
    await expect(alone).rejects.toThrow(/2 broken link\(s\)[\s\S]*\/careers[\s\S]*no element with id "nobody"/);
    await expect(shared).rejects.toThrow(/2 broken link\(s\)[\s\S]*\/careers[\s\S]*no element with id "nobody"/);
  });

  it('stops the build with the error a thread met on a page', { timeout: 30_000 }, async () => {
    const noPolicy = {
      'blog/post-4.html':
        '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_astro/site.css"></head><body><main id="main"></main></body></html>',
    };
    await expect(
      pagePass(
        STEPS,
        () => context(site(noPolicy)),
        () => {},
        SHARED,
      ),
    ).rejects.toThrow('the page has no CSP <meta> tag with a style-src to extend');
  });
});
