import { describe, expect, it } from 'vitest';
import { htmlElements } from '../lib/html-elements';
import { PageElements, selectorChains } from './selector-match';

const tokensOf = (selector: string) => selectorChains(selector)?.map((chain) => chain.map(({ tokens }) => tokens));

describe('selectorChains', () => {
  it('asks for the names, classes, ids and attributes of each compound, split at combinators', () => {
    expect(tokensOf('.prose h2')).toEqual([[['.prose'], ['h2']]]);
    expect(tokensOf('nav>a#home[href]')).toEqual([[['nav'], ['a', '#home', '[href]']]]);
    expect(selectorChains('.a + .b')?.[0]?.map(({ combinator }) => combinator)).toEqual(['descendant', 'loose']);
  });

  it('reads Tailwind’s escaped class names as the class a page writes', () => {
    expect(tokensOf('.\\[\\&_table\\]\\:w-full table')).toEqual([[['.[&_table]:w-full'], ['table']]]);
  });

  it('asks nothing for states and :not(), and what every alternative of :is() asks', () => {
    expect(tokensOf('.btn:hover:not(.disabled)')).toEqual([[['.btn']]]);
    expect(tokensOf(':is(h1,h2) a:lang(de)')).toEqual([[[], ['a', ':lang(de)']]]);
    expect(tokensOf(':where(.card.featured, .card)')).toEqual([[['.card']]]);
  });

  it('keeps the nesting of a selector inside :where() as a chain the same element must match', () => {
    const [chain] = selectorChains('.prose :where(ul>li):not(:where([class~=not-prose]))') ?? [];
    expect(chain?.[1]?.tokens).toEqual(['li']);
    expect(chain?.[1]?.inner.map((inner) => inner.map(({ tokens }) => tokens))).toEqual([[['ul'], ['li']]]);
  });

  it('asks for the element a browser pseudo-element belongs to, and never matches :host', () => {
    expect(tokensOf('::placeholder')).toEqual([[['[placeholder]']]]);
    expect(tokensOf('.x::-webkit-details-marker')).toEqual([[['.x', 'summary']]]);
    expect(tokensOf(':root,:host')?.[1]?.[0]).toHaveLength(1);
    expect(tokensOf('*,:before')).toEqual([[[]], [[]]]);
  });

  it('gives null for a selector it cannot read, which a browser drops as well (its rule is not inlined)', () => {
    expect(selectorChains('.a:is()')).toBeNull();
  });

  it('asks nothing for a token assumed present, in nested selectors too', () => {
    const states = new Set(['[data-open]', '[aria-expanded]']);
    const [assumed] = selectorChains('.menu[data-open] :where([aria-expanded=true]>svg)', states) ?? [];
    expect(assumed?.map(({ tokens }) => tokens)).toEqual([['.menu'], ['svg']]);
    expect(assumed?.[1]?.inner.map((inner) => inner.map(({ tokens }) => tokens))).toEqual([[[], ['svg']]]);
  });
});

const page = new PageElements(
  htmlElements(`<!doctype html><html lang="de-DE"><body>
  <header class="site"><nav><a id="home" href="/">Home</a></nav></header>
  <main><div class="prose"><ul><li>One <strong>two</strong></li></ul><p>Text</p></div>
  <ol><li><a href="/x">x</a></li></ol><input placeholder="Search"></main></body></html>`),
);

const matches = (selector: string) => (selectorChains(selector) ?? []).some((chain) => page.matches(chain));

describe('PageElements', () => {
  it('matches a selector whose compounds are on the page, nested as it nests them', () => {
    expect(matches('.prose li')).toBe(true);
    expect(matches('.prose>ul>li strong')).toBe(true);
    expect(matches('header nav>a#home')).toBe(true);
  });

  it('does not match when the parts are on the page but not nested so', () => {
    expect(matches('.prose ol')).toBe(false);
    expect(matches('.prose>li')).toBe(false);
    expect(matches('nav .prose')).toBe(false);
    expect(matches('.prose :where(ol>li)')).toBe(false);
    expect(matches('.prose :where(ul>li)')).toBe(true);
  });

  it('does not match a part the page lacks', () => {
    expect(matches('table')).toBe(false);
    expect(matches('.hidden')).toBe(false);
  });

  it('reads the page’s languages and the elements of pseudo-elements', () => {
    expect(matches(':is(h1,p):is(:lang(de),:lang(de) *)')).toBe(true);
    expect(matches('p:lang(es)')).toBe(false);
    expect(matches('::placeholder')).toBe(true);
    expect(matches('::backdrop')).toBe(false);
  });

  it('matches a part that asks for no token of its own only inside what the part on its left matches', () => {
    expect(matches(':where(ul>:not(:last-child))')).toBe(true);
    expect(matches('main *')).toBe(true);
    expect(matches('.prose>*')).toBe(true);
    expect(matches(':where(input>:not(:last-child))')).toBe(false);
    expect(matches('input *')).toBe(false);
    expect(matches('nav>* *')).toBe(false);
  });

  it('matches a sibling combinator wherever both parts are', () => {
    expect(matches('ul~p')).toBe(true);
    expect(matches('ul~table')).toBe(false);
  });
});
