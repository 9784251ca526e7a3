import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkPage, resolveBuilt } from './link-check';

describe('the link checker itself', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'link-check-'));
    writeFileSync(join(dist, 'about.html'), '<h1 id="team">About</h1>');
    writeFileSync(join(dist, 'index.html'), '<main id="main"></main>');
    writeFileSync(join(dist, 'rss.xml'), '<rss/>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const check = (html: string) =>
    checkPage('/', html, { dist, siteOrigins: ['https://www.relaymark.com'], allowMissing: new Set(['/login']) });

  test('accepts pages, files, fragments, allowed paths and outside links', () => {
    expect(
      check(
        '<a href="/about">a</a><a href="/about#team">c</a><a href="#main">d</a><link href="/rss.xml">' +
          '<a href="https://www.relaymark.com/about">e</a><a href="/login#x">f</a><a href="https://example.com/x">g</a><a href="mailto:a@b.c">h</a>' +
          '<main id="main"></main>',
      ),
    ).toEqual([]);
  });

  test('fails on a single missing page, file, fragment or empty link', () => {
    expect(check('<a href="/careers">x</a>').map((p) => p.reason)).toEqual(['no built file']);
    expect(check('<img src="/images/none.svg">').map((p) => p.reason)).toEqual(['no built file']);
    expect(check('<a href="/about#nobody">x</a>').map((p) => p.reason)).toEqual(['no element with id "nobody"']);
    expect(check('<a href="#nowhere">x</a>').map((p) => p.reason)).toEqual(['no element with id "nowhere"']);
    expect(check('<a href="https://www.relaymark.com/missing">x</a>').map((p) => p.reason)).toEqual(['no built file']);
    expect(check('<a href="#">x</a>').map((p) => p.reason)).toEqual(['empty link']);
  });

  test('fails on a script URL anywhere, and on a data URL but an image’s', () => {
    expect(
      check(
        '<a href="javascript:alert(1)">a</a><a href=" JavaScript:alert(1)">b</a><a href="java\tscript:alert(1)">c</a>' +
          '<iframe src="vbscript:msgbox(1)"></iframe><a href="data:text/html,<script>alert(1)</script>">d</a>' +
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
      ).map((p) => `${p.attribute} ${p.reason}`),
    ).toEqual([
      'href a script URL: link to a page or an https:// address',
      'href a script URL: link to a page or an https:// address',
      'href a script URL: link to a page or an https:// address',
      'src a script URL: link to a page or an https:// address',
      'href a data URL outside an image: link to a page or an https:// address',
    ]);
  });

  test('reports a link on every page that has it, over one check of a site', () => {
    const options = { dist, siteOrigins: [], allowMissing: new Set<string>() };
    const pages = ['/news', '/blog'].map((page) =>
      checkPage(page, '<a href="/about">a</a><a href="/careers">c</a>', options),
    );
    expect(pages.map((problems) => problems.map(({ page, url }) => `${page} ${url}`))).toEqual([
      ['/news /careers'],
      ['/blog /careers'],
    ]);
  });

  test('finds a fragment of the page checked in its own HTML, and the ids of another page in its file', () => {
    expect(check('<h2 id="pricing">Pricing</h2><a href="#pricing">x</a><a href="/about#team">y</a>')).toEqual([]);
    expect(check('<a href="/#pricing">x</a>').map((p) => p.reason)).toEqual(['no element with id "pricing"']);
  });

  test('fails on a link in a form the host answers with a redirect', () => {
    expect(
      check('<a href="/about/">x</a><a href="/about.html">y</a><a href="/index.html">z</a>').map((p) => p.reason),
    ).toEqual([
      'answered with a redirect: link to /about',
      'answered with a redirect: link to /about',
      'answered with a redirect: link to /',
    ]);
  });
});

describe('the link checker at the edges', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'link-check-edges-'));
    writeFileSync(join(dist, 'about.html'), '<h1 id="team">About</h1>');
    mkdirSync(join(dist, 'guides'));
    writeFileSync(join(dist, 'guides/index.html'), '<h1 id="start">Guides</h1>');
    writeFileSync(join(dist, 'guide.pdf'), '%PDF');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const check = (html: string) =>
    checkPage('/about', html, {
      dist,
      siteOrigins: ['https://www.relaymark.com'],
      allowMissing: new Set(['/login']),
    });
  const reasons = (html: string) => check(html).map(({ url, reason }) => [url, reason]);

  test('names a link with no address, or only spaces, empty', () => {
    expect(reasons('<a href="">x</a><a href="   ">y</a>')).toEqual([
      ['', 'empty link'],
      ['', 'empty link'],
    ]);
  });

  test('names a link no browser can read, and a path that is badly encoded', () => {
    expect(reasons('<a href="https://exa mple.com/">x</a><a href="/caf%E9">y</a>')).toEqual([
      ['https://exa mple.com/', 'not a valid URL'],
      ['/caf%E9', 'badly encoded path'],
    ]);
  });

  test('takes an old-style named anchor as a target, but no other attribute', () => {
    expect(
      reasons('<a name="history"></a><p class="plans"></p><a href="#history">x</a><a href="#plans">y</a>'),
    ).toEqual([['#plans', 'no element with id "plans"']]);
  });

  test('checks an internal link whose query merely mentions a mail address', () => {
    expect(reasons('<a href="/careers?then=mailto:jobs">x</a>')).toEqual([
      ['/careers?then=mailto:jobs', 'no built file'],
    ]);
  });

  test('lets a path that is allowed to be missing end with slashes', () => {
    expect(reasons('<a href="/login/">x</a><a href="/login//">y</a>')).toEqual([]);
  });

  test('leaves the fragment of a file that is no page unchecked (a PDF’s page)', () => {
    expect(reasons('<a href="/guide.pdf#page=2">x</a>')).toEqual([]);
  });

  test('finds a folder’s index page, given the list of built files as on disk', () => {
    const files = new Set(['about.html', 'guides/index.html']);
    expect(resolveBuilt(dist, '/guides')).toBe(join(dist, 'guides/index.html'));
    expect(resolveBuilt(dist, '/guides', files)).toBe(join(dist, 'guides/index.html'));
    expect(resolveBuilt(dist, '/about//', files)).toBe(join(dist, 'about.html'));
    expect(resolveBuilt(dist, '/careers', files)).toBeNull();
  });
});
