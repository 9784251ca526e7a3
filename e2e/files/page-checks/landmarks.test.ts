import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/parsed-html';
import { landmarkProblems } from './landmarks';

const HEADER = '<header><nav><a href="/">Home</a></nav></header>';
const MAIN = '<main><h1>Title</h1></main>';
const FOOTER = '<footer><a href="/privacy">Privacy</a></footer>';
const problemsIn = (body: string) => landmarkProblems(parseHtml(`<!doctype html><html><body>${body}</body></html>`));

describe('the landmarks check', () => {
  it('passes a banner with the navigation, one main and a content info', () => {
    expect(problemsIn(`${HEADER}${MAIN}<article><header><h2>Post</h2></header></article>${FOOTER}`)).toEqual([]);
  });

  it.each([
    ['no banner', `${MAIN}${FOOTER}`, ['0 banners (body > header)', 'no nav in the banner']],
    [
      'a banner without the navigation',
      `<header><a href="/">Home</a></header>${MAIN}${FOOTER}`,
      ['no nav in the banner'],
    ],
    ['two mains', `${HEADER}${MAIN}${MAIN}${FOOTER}`, ['2 main elements']],
    ['no main', `${HEADER}<div><h1>Title</h1></div>${FOOTER}`, ['0 main elements']],
    ['the footer inside main', `${HEADER}<main><h1>Title</h1>${FOOTER}</main>`, ['0 content infos (body > footer)']],
    ['two footers', `${HEADER}${MAIN}${FOOTER}${FOOTER}`, ['2 content infos (body > footer)']],
  ])('names %s', (_, body, messages) => {
    expect(problemsIn(body)).toEqual(messages);
  });
});
