import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/parsed-html';
import { pageLangProblems } from './page-lang';

const page = (attributes: string) => parseHtml(`<!doctype html><html${attributes}><body><p>Text</p></body></html>`);

describe('the page language check', () => {
  it.each([
    ['/pricing', ' lang="en"'],
    ['/es/pricing', ' lang="es"'],
    ['/de', ' lang="de"'],
    ['/de/404', ' lang="de"'],
  ])('passes %s with%s', (route, attributes) => {
    expect(pageLangProblems(page(attributes), route)).toEqual([]);
  });

  it.each([
    ['/es/pricing', ' lang="en"', '<html lang="en">, not "es"'],
    ['/pricing', ' lang="en-US"', '<html lang="en-US">, not "en"'],
    ['/de/blog', '', '<html lang="">, not "de"'],
  ])('names %s with%s', (route, attributes, message) => {
    expect(pageLangProblems(page(attributes), route)).toEqual([message]);
  });
});
