import { describe, expect, it } from 'vitest';
import { selectorChains } from './selector-needs';

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
