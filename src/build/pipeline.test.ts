import { readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HtmlElement } from '../lib/html-elements';
import { criticalCss } from './critical-css';
import { linkGate } from './link-gate';
import { editPage, runSteps, type PageStep } from './pipeline';
import { securityHeaders } from './security-headers';
import { styleAttributes } from './style-attributes';
import { stepContext, writtenSite as written } from './test-site';

/** A page step that records what it saw, in order, and may append its name to each page. */
function recorder(name: string, log: string[], append: boolean): PageStep {
  return {
    name,
    start: () => {
      const routes: string[] = [];
      return {
        page: ({ route, html }) => {
          log.push(`${name} ${route}: ${html}`);
          routes.push(route);
          return append ? `${html}+${name}` : undefined;
        },
        done: () => {
          log.push(`${name} done: ${routes.toSorted().join(' ')}`);
        },
      };
    },
  };
}

describe('the post-build pipeline', () => {
  it('hands each page to the steps in order, each seeing what the ones before it made, then finishes them in order, timing each', async () => {
    const dist = written({ 'index.html': 'home', 'blog/post.html': 'post' });
    const log: string[] = [];
    const logged: string[] = [];
    const steps = [recorder('a', log, true), recorder('b', log, true), recorder('c', log, false)];
    await runSteps(steps, stepContext(dist, { logged }));
    const of = (route: string) => log.filter((line) => line.includes(` ${route}: `));
    expect(of('/blog/post')).toEqual(['a /blog/post: post', 'b /blog/post: post+a', 'c /blog/post: post+a+b']);
    expect(of('/')).toEqual(['a /: home', 'b /: home+a', 'c /: home+a+b']);
    expect(log.slice(6)).toEqual(['a done: / /blog/post', 'b done: / /blog/post', 'c done: / /blog/post']);
    expect(logged.map((line) => line.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'a: N ms',
      'b: N ms',
      'c: N ms',
      'pages read and written: N ms',
    ]);
  });

  it('parses a page once for the steps that ask, and again once a step has changed it', async () => {
    const dist = written({ 'index.html': 'home' });
    const seen: (readonly HtmlElement[])[] = [];
    const reader = (name: string, change?: string): PageStep => ({
      name,
      start: () => ({
        page: ({ html, elements }) => {
          seen.push(elements());
          return change ? `<p>${html}</p>` : undefined;
        },
      }),
    });
    await runSteps([reader('a'), reader('b', 'wrap'), reader('c')], stepContext(dist));
    const [a, b, c] = seen;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(c?.map(({ name }) => name)).toEqual(['p']);
  });

  it('fails the run with the error of a step that fails after the last page', async () => {
    const failing: PageStep = {
      name: 'gate',
      start: () => ({ page: () => undefined, done: () => Promise.reject(new Error('1 broken link(s)')) }),
    };
    await expect(runSteps([failing], stepContext(written({ 'index.html': 'home' })))).rejects.toThrow(
      '1 broken link(s)',
    );
  });

  it('writes a page only when a step changed it', async () => {
    const dist = written({ 'index.html': 'home' });
    // Dated to 1970: a write would date it now.
    utimesSync(join(dist, 'index.html'), 0, 0);
    await runSteps([recorder('c', [], false)], stepContext(dist));
    expect(statSync(join(dist, 'index.html')).mtimeMs).toBe(0);
  });
});

const page = (body: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self'"><link rel="stylesheet" href="/_astro/site.css"></head><body><main id="main">${body}</main></body></html>`;

/** A small built site: pages in two languages and a stylesheet; `changed` adds or replaces pages. */
const site = (changed: Record<string, string> = {}) =>
  written({
    '_astro/site.css': '.big{font-size:2rem}.unused{color:red}main{display:block}',
    'index.html': page('<a href="/pricing#plans">Pricing</a><p class="big" style="color:blue">Hi</p>'),
    'pricing.html': page('<h2 id="plans">Plans</h2><a href="#main">Top</a>'),
    'es/pricing.html': page('<h2 id="plans">Planes</h2><a href="/es">Inicio</a>', 'es'),
    'es.html': page('<a href="/es/pricing#plans">Precios</a>', 'es'),
    ...changed,
  });

const STEPS: PageStep[] = [linkGate, criticalCss, styleAttributes, securityHeaders];

describe('editPage', () => {
  it('replaces every match in one pass, with what the edit returns for it and its groups', () => {
    expect(editPage('<a href="/x"><a href="/y">', /href="([^"]*)"/g, (_, path) => `href="/de${path}"`)).toBe(
      '<a href="/de/x"><a href="/de/y">',
    );
  });

  it('refuses a pattern that is not global, which would change only the first match', () => {
    expect(() => editPage('<p>', /<p>/, () => '')).toThrow('editPage: /<p>/ must be global');
  });
});

describe('the site steps in one pass', () => {
  it('inline critical CSS, allow style attributes, and write _headers', async () => {
    const dist = site();
    await runSteps(STEPS, stepContext(dist));
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('<style>.big{font-size:2rem}main{display:block}</style>');
    expect(home).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+'/);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('stop the build at a page without a policy to extend', async () => {
    const noPolicy = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_astro/site.css"></head><body><main id="main"></main></body></html>`;
    const dist = site({ 'blog/post.html': noPolicy });
    await expect(runSteps(STEPS, stepContext(dist))).rejects.toThrow(
      'the page has no CSP <meta> tag with a style-src to extend',
    );
  });
});
