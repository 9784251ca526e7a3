import { parse, SelectorType, type Selector } from 'css-what';

/**
 * One compound of a selector (`.prose`, `a[href]`), reduced to what it asks of an element: the
 * element name, classes (`.name`), ids (`#name`) and attributes (`[name]`) it names, and how it
 * stands to the compound on its left (`descendant`, `child`, or `loose` for a sibling, whose
 * place is not checked). A token starting with `:` (`:lang(de)`) is asked of the page.
 */
export interface Compound {
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
  let parsed: Selector[][];
  try {
    parsed = parse(selector);
  } catch {
    return null;
  }
  return parsed.map((parts) => chainOf(parts, assumed));
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
