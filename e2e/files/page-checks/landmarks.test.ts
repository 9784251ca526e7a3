import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/parsed-html';
import { landmarkNameProblems, landmarkProblems } from './landmarks';

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

const namesIn = (body: string) => landmarkNameProblems(parseHtml(`<!doctype html><html><body>${body}</body></html>`));

describe('the landmark names check', () => {
  it('passes landmarks each named apart, and what is no landmark or not read', () => {
    const body = [
      HEADER,
      '<main><section aria-labelledby="page-heading"><h1 id="page-heading">Resources</h1></section>',
      // Unnamed, a section is no region; the same name on another role is another landmark.
      '<section><h2>Docs</h2></section><section><h2>Videos</h2></section><nav aria-label="Resources"></nav>',
      '<section aria-labelledby="help-heading"><h2 id="help-heading">Still need help?</h2></section>',
      // A header or footer inside an article is part of it; hidden landmarks are not listed.
      '<article><header>Post</header><footer>By Ada</footer></article>',
      '<section hidden aria-label="Resources"></section><div aria-hidden="true"><section aria-label="Resources"></section></div>',
      '<template><section aria-label="Resources"></section></template></main>',
      '<nav aria-label="Footer"></nav>',
      FOOTER,
    ].join('');
    expect(namesIn(body)).toEqual([]);
  });

  it.each([
    [
      'a region named by its heading and another by the same words',
      '<section aria-labelledby="page-heading"><h1 id="page-heading">Resources</h1></section><section aria-label="Resources"></section>',
      ['2 region landmarks named "Resources"'],
    ],
    [
      'two navigations named alike, case and spacing aside',
      '<nav aria-label="Breadcrumb"></nav><nav aria-label=" breadcrumb "></nav>',
      ['2 navigation landmarks named "Breadcrumb"'],
    ],
    [
      'two role="region" named by one caption',
      '<div role="region" aria-label="Parameters"></div><div role="region" title="Parameters"></div>',
      ['2 region landmarks named "Parameters"'],
    ],
    [
      'two forms named alike',
      '<form aria-label="Newsletter"></form><form aria-label="Newsletter"></form>',
      ['2 form landmarks named "Newsletter"'],
    ],
    [
      'two asides named by one heading text',
      '<aside aria-labelledby="a"><h2 id="a">Related</h2></aside><aside aria-labelledby="b"><h2 id="b">Related</h2></aside>',
      ['2 complementary landmarks named "Related"'],
    ],
  ])('names %s', (_, body, messages) => {
    expect(namesIn(`${HEADER}<main>${body}</main>${FOOTER}`)).toEqual(messages);
  });

  it('names each shared name once, in document order', () => {
    const region = (name: string) => `<section aria-label="${name}"></section>`;
    expect(namesIn(['B', 'A', 'B', 'A', 'B', 'C'].map(region).join(''))).toEqual([
      '3 region landmarks named "B"',
      '2 region landmarks named "A"',
    ]);
  });
});
