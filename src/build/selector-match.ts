// Whether a page may match a CSS selector: what the selector asks of a page's elements
// (selectorChains, from css-what's parse) and the page's elements that answer it (PageElements).
import { parse, SelectorType, type Selector } from 'css-what';
import type { HtmlElement } from '../lib/html-elements';

/**
 * One compound of a selector (`.prose`, `a[href]`), reduced to what it asks of an element: the
 * element name, classes (`.name`), ids (`#name`) and attributes (`[name]`) it names, and how it
 * stands to the compound on its left (`descendant`, `child`, or `loose` for a sibling, whose
 * place is not checked). A token starting with `:` (`:lang(de)`) is asked of the page.
 */
interface Compound {
  tokens: string[];
  combinator: 'descendant' | 'child' | 'loose';
  /** Selectors the same element must also match: a nested one inside `:is()` or `:where()` (`:where(ul>li)`). */
  inner: Chain[];
}

/** A selector as compounds, left to right. */
export type Chain = Compound[];

/**
 * What a CSS selector list asks of a page for it to match anything there: one chain per selector.
 * A page that lacks any of a chain's tokens, or their nesting, cannot match it; one that has them
 * may (the rule is kept, a little more than strictly needed, never less).
 *
 * Parts that only narrow a match (`:hover`, `:not(…)`, `::before`) ask for nothing; `:is()` and
 * `:where()` ask for what all their alternatives ask for. `null` means the selector could not be
 * read (`.x:is()`): a browser drops it too. The `assumed` tokens are asked of no element: attributes
 * a script sets after the page has loaded (`[data-open]`), which the page's HTML cannot show yet.
 */
export function selectorChains(selector: string, assumed: ReadonlySet<string> = new Set()): Chain[] | null {
  try {
    return parse(selector).map((parts) => chainOf(parts, assumed));
  } catch {
    return null;
  }
}

function chainOf(parts: Selector[], assumed: ReadonlySet<string>): Chain {
  const chain: Chain = [{ tokens: [], combinator: 'descendant', inner: [] }];
  for (const part of parts) {
    const combinator = COMBINATORS[part.type];
    const compound = chain.at(-1);
    if (combinator) chain.push({ tokens: [], combinator, inner: [] });
    else if (compound) {
      compound.tokens.push(...needsOf(part).filter((token) => !assumed.has(token)));
      const nested = nestedSelector(part);
      if (nested) compound.inner.push(chainOf(nested, assumed));
    }
  }
  return chain;
}

/** The one selector inside `:is()` or `:where()`, when it has combinators of its own. */
function nestedSelector(part: Selector): Selector[] | undefined {
  if (part.type !== SelectorType.Pseudo || (part.name !== 'is' && part.name !== 'where')) return undefined;
  if (!Array.isArray(part.data) || part.data.length !== 1) return undefined;
  const [only = []] = part.data;
  return only.some((inner) => COMBINATORS[inner.type] !== undefined) ? only : undefined;
}

const COMBINATORS: Partial<Record<SelectorType, Compound['combinator']>> = {
  [SelectorType.Descendant]: 'descendant',
  [SelectorType.Child]: 'child',
  [SelectorType.Sibling]: 'loose',
  [SelectorType.Adjacent]: 'loose',
};

/**
 * What a browser's own pseudo-elements (Tailwind's preflight styles them) ask for: the elements
 * that have them.
 */
const PSEUDO_ELEMENT_OF: [RegExp, string][] = [
  [/^placeholder$/, '[placeholder]'],
  [/^(file-selector-button|-webkit-(inner-spin|outer-spin|search|date|calendar))/, 'input'],
  [/^-webkit-details-marker$/, 'summary'],
  [/^backdrop$/, 'dialog'],
];

/** A token no page offers: `:host` matches in a shadow tree only, never in a page. */
const NEVER = '\u0000never';

/** What a nested selector (inside `:is()`) asks of the element it matches: its last compound's needs. */
function subjectNeeds(parts: Selector[]): string[] {
  const last = parts.findLastIndex((part) => COMBINATORS[part.type] !== undefined);
  return parts.slice(last + 1).flatMap(needsOf);
}

function needsOf(part: Selector): string[] {
  switch (part.type) {
    case SelectorType.Tag:
      return [part.name.toLowerCase()];
    case SelectorType.Attribute:
      if (part.name === 'class' && part.action === 'element') return [`.${part.value}`];
      if (part.name === 'id' && part.action === 'equals') return [`#${part.value}`];
      return [`[${part.name.toLowerCase()}]`];
    case SelectorType.PseudoElement:
      return PSEUDO_ELEMENT_OF.filter(([pattern]) => pattern.test(part.name)).map(([, token]) => token);
    case SelectorType.Pseudo:
      if (part.name === 'host') return [NEVER];
      if (part.name === 'lang' && typeof part.data === 'string') return [`:lang(${part.data.toLowerCase()})`];
      if ((part.name === 'is' || part.name === 'where') && Array.isArray(part.data)) {
        const [first = [], ...others] = part.data.map(subjectNeeds);
        return first.filter((token) => others.every((other) => other.includes(token)));
      }
      return [];
    default:
      return [];
  }
}

/**
 * A page's elements, each as the tokens a selector can ask of it (its name, `.class`, `#id`,
 * `[attribute]`) and its parent: enough to tell whether a selector's chain can match there, in
 * the form `selectorChains` gives. The page's languages (`:lang(de)`) are page tokens.
 */
export class PageElements {
  /** Every token any element offers, and the page's languages. */
  readonly tokens = new Set<string>();
  private readonly parents: number[] = [];
  /** Each element's tokens: a few, so a list is quicker to build and search than a set. */
  private readonly offers: string[][] = [];
  private readonly byToken = new Map<string, number[]>();
  /** Each element's last descendant: in document order, an element's descendants are the ones after it, up to there. */
  private readonly lastDescendants: number[];

  /** From a page's elements (htmlElements). */
  constructor(elements: readonly HtmlElement[]) {
    elements.forEach(({ name, attributes, parent }, index) => {
      const offered = [name];
      for (const attribute in attributes) {
        const value = attributes[attribute] ?? '';
        offered.push(`[${attribute}]`);
        if (attribute === 'class') {
          for (const word of value.split(/\s+/)) if (word && !offered.includes(`.${word}`)) offered.push(`.${word}`);
        } else if (attribute === 'id') offered.push(`#${value}`);
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
    this.lastDescendants = this.parents.map((_, index) => index);
    for (let element = this.parents.length - 1; element > 0; element--) {
      const parent = this.parents[element] ?? -1;
      const last = this.lastDescendants[element] ?? element;
      if (parent >= 0 && (this.lastDescendants[parent] ?? parent) < last) this.lastDescendants[parent] = last;
    }
  }

  /** Whether some element of the page matches the chain's compounds, nested as the chain nests them. */
  matches(chain: Chain): boolean {
    for (const { tokens } of chain) for (const token of tokens) if (!this.tokens.has(token)) return false;
    const subject = chain.length - 1;
    const candidates = this.candidates(chain, subject);
    if (!candidates) return this.offers.some((_, element) => this.matchesAt(chain, subject, element));
    for (const element of candidates) if (this.matchesAt(chain, subject, element)) return true;
    return false;
  }

  /**
   * The elements that may match the chain's compound at `at` (undefined: any element): those
   * offering its rarest token or its nested selector's. A compound asking for no token of its own
   * (Tailwind's `:where(.space-y-4>:not(:last-child))`) takes the children or descendants of the
   * elements that may match the compound on its left, rather than every element of the page.
   */
  private candidates(chain: Chain, at: number): number[] | undefined {
    const compound = chain[at];
    if (!compound) return undefined;
    let rarest: number[] | undefined;
    const consider = (list: number[] | undefined) => {
      if (list && (!rarest || list.length < rarest.length)) rarest = list;
    };
    for (const token of compound.tokens) if (!token.startsWith(':')) consider(this.byToken.get(token) ?? []);
    for (const inner of compound.inner) consider(this.candidates(inner, inner.length - 1));
    if (rarest || at === 0 || compound.combinator === 'loose') return rarest;
    const outer = this.candidates(chain, at - 1);
    return outer && this.within(outer, compound.combinator === 'child');
  }

  /** The children (or all descendants) of these elements. */
  private within(outer: number[], childrenOnly: boolean): number[] {
    const found: number[] = [];
    let [taken, takenLast] = [-1, -1];
    for (const element of outer) {
      // Inside the subtree just taken: its descendants are found already.
      if (!childrenOnly && element > taken && element <= takenLast) continue;
      const last = this.lastDescendants[element] ?? element;
      for (let inside = element + 1; inside <= last; inside++)
        if (!childrenOnly || this.parents[inside] === element) found.push(inside);
      [taken, takenLast] = [element, last];
    }
    return found;
  }

  private matchesAt(chain: Chain, at: number, element: number): boolean {
    const compound = chain[at];
    if (!compound) return true;
    const offered = this.offers[element];
    for (const token of compound.tokens) if (!token.startsWith(':') && !offered?.includes(token)) return false;
    for (const inner of compound.inner) if (!this.matchesAt(inner, inner.length - 1, element)) return false;
    if (at === 0) return true;
    if (compound.combinator === 'loose') return this.matches(chain.slice(0, at));
    for (let parent = this.parents[element] ?? -1; parent >= 0; parent = this.parents[parent] ?? -1) {
      if (this.matchesAt(chain, at - 1, parent)) return true;
      if (compound.combinator === 'child') return false;
    }
    return false;
  }
}
