import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HtmlElement } from '../lib/html-elements';
import { passes, runSteps, type BuildContext, type BuildStep, type PageStep, type SiteStep } from './pipeline';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'pipeline-'));
  mkdirSync(join(dist, 'blog'));
  writeFileSync(join(dist, 'index.html'), 'home');
  writeFileSync(join(dist, 'blog/post.html'), 'post');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const context = (): BuildContext => ({
  dist,
  site: 'https://www.example.com',
  root: pathToFileURL(`${dist}/`),
  publicDir: pathToFileURL(`${dist}/`),
  cacheDir: pathToFileURL(`${dist}/`),
  logger: {} as AstroIntegrationLogger,
});

/** A page step that records what it saw, in order, and may append its name to each page. */
function recorder(name: string, log: string[], append: boolean): PageStep<string[]> {
  return {
    name,
    visitor: () => {
      let routes: string[] = [];
      return {
        page: ({ route, html }) => {
          log.push(`${name} ${route}: ${html}`);
          routes.push(route);
          return append ? `${html}+${name}` : undefined;
        },
        take: () => {
          const taken = routes;
          routes = [];
          return taken;
        },
      };
    },
    done: (gathered) => {
      log.push(`${name} done: ${gathered.flat().toSorted().join(' ')}`);
    },
  };
}

const site = (name: string, log: string[]): SiteStep => ({
  name,
  run: ({ dist }) => {
    log.push(`${name}: ${readFileSync(join(dist, 'index.html'), 'utf8')}`);
  },
});

describe('the post-build pipeline', () => {
  it('groups page steps next to each other into one pass, keeping the order', () => {
    const log: string[] = [];
    const [a, b, c] = [recorder('a', log, true), recorder('b', log, false), recorder('c', log, false)];
    const s = site('s', log);
    expect(passes([a, b, s, c] as BuildStep[])).toEqual([[a, b], s, [c]]);
  });

  it('hands each page to the steps in order, each seeing what the ones before it made, then finishes them in order', async () => {
    const log: string[] = [];
    const times: string[] = [];
    const steps = [recorder('a', log, true), recorder('b', log, true), site('s', log), recorder('c', log, false)];
    await runSteps(steps, context, (name) => times.push(name));
    // Pages come in the order the file system lists them; each goes through a, then b.
    const of = (route: string) => log.filter((line) => line.includes(` ${route}: `));
    expect(of('/blog/post')).toEqual(['a /blog/post: post', 'b /blog/post: post+a', 'c /blog/post: post+a+b']);
    expect(of('/')).toEqual(['a /: home', 'b /: home+a', 'c /: home+a+b']);
    expect(log.slice(4)).toEqual([
      'a done: / /blog/post',
      'b done: / /blog/post',
      's: home+a+b',
      ...log.slice(7, 9),
      'c done: / /blog/post',
    ]);
    expect(times).toEqual(['a', 'b', 'pages read and written', 's', 'c', 'pages read and written']);
  });

  it('parses a page once for the steps that ask, and again once a step has changed it', async () => {
    const seen: (readonly HtmlElement[])[] = [];
    const reader = (name: string, change?: string): PageStep => ({
      name,
      visitor: () => ({
        page: ({ route, html, elements }) => {
          if (route === '/') seen.push(elements());
          return change ? `<p>${html}</p>` : undefined;
        },
      }),
    });
    await runSteps([reader('a'), reader('b', 'wrap'), reader('c')], context, () => {});
    const [a, b, c] = seen;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(c?.map(({ name }) => name)).toEqual(['p']);
  });

  it('writes a page only when a step changed it', async () => {
    const before = statSync(join(dist, 'index.html')).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runSteps([recorder('c', [], false)], context, () => {});
    expect(statSync(join(dist, 'index.html')).mtimeMs).toBe(before);
  });
});
