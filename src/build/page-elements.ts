import type { HtmlElement } from '../lib/html-elements';
import type { Chain } from './selector-needs';

/**
 * A page's elements, each as the tokens a selector can ask of it (its name, `.class`, `#id`,
 * `[attribute]`) and its parent: enough to tell whether a selector's chain can match there, in
 * the form `selectorChains` gives. The page's languages (`:lang(de)`) are page tokens.
 */
export class PageElements {
  /** Every token any element offers, and the page's languages. */
  readonly tokens = new Set<string>();
  private readonly parents: number[] = [];
  private readonly offers: Set<string>[] = [];
  private readonly byToken = new Map<string, number[]>();

  /** From a page's elements (htmlElements). */
  constructor(elements: readonly HtmlElement[]) {
    elements.forEach(({ name, attributes, parent }, index) => {
      const offered = new Set([name]);
      for (const [attribute, value] of Object.entries(attributes)) {
        offered.add(`[${attribute}]`);
        if (attribute === 'class') {
          for (const word of value.split(/\s+/)) if (word) offered.add(`.${word}`);
        } else if (attribute === 'id') offered.add(`#${value}`);
        else if (attribute === 'lang') this.tokens.add(`:lang(${value.split('-')[0]?.toLowerCase()})`);
      }
      this.offers.push(offered);
      this.parents.push(parent);
      for (const token of offered) {
        this.tokens.add(token);
        const found = this.byToken.get(token);
        if (found) found.push(index);
        else this.byToken.set(token, [index]);
      }
    });
  }

  /** Whether some element of the page matches the chain's compounds, nested as the chain nests them. */
  matches(chain: Chain): boolean {
    if (!chain.every(({ tokens }) => tokens.every((token) => this.tokens.has(token)))) return false;
    return this.candidates(chain.at(-1)?.tokens ?? []).some((element) =>
      this.matchesAt(chain, chain.length - 1, element),
    );
  }

  /** The elements that may match a compound: those offering its rarest token. */
  private candidates(tokens: string[]): number[] {
    const lists = tokens.filter((token) => !token.startsWith(':')).map((token) => this.byToken.get(token) ?? []);
    if (lists.length === 0) return this.offers.map((_, index) => index);
    return lists.reduce((rarest, list) => (list.length < rarest.length ? list : rarest));
  }

  private matchesAt(chain: Chain, at: number, element: number): boolean {
    const compound = chain[at];
    if (!compound) return true;
    const offered = this.offers[element];
    if (!compound.tokens.every((token) => token.startsWith(':') || offered?.has(token))) return false;
    if (!compound.inner.every((inner) => this.matchesAt(inner, inner.length - 1, element))) return false;
    if (at === 0) return true;
    if (compound.combinator === 'loose') return this.matches(chain.slice(0, at));
    for (let parent = this.parents[element] ?? -1; parent >= 0; parent = this.parents[parent] ?? -1) {
      if (this.matchesAt(chain, at - 1, parent)) return true;
      if (compound.combinator === 'child') return false;
    }
    return false;
  }
}
