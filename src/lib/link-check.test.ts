import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkPage } from './link-check';

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
