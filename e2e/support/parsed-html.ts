import { is, selectAll, selectOne } from 'css-select';
import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { getElementById, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/**
 * HTML read as a browser with JavaScript off reads it, nothing run or fetched: parsed by
 * htmlparser2 into plain objects and queried with css-select. A page costs much less time than in
 * happy-dom and no window (happy-dom's windows, closed or not, exhausted the heap on a site with a
 * thousand more posts: e2e/README.md), so a check can read every page of a large site, one at a time.
 */
export type { Document, Element };

/** Where a query looks: a document, an element under it, or nothing found (then nothing matches). */
export type Scope = Document | Element | null | undefined;

export const parseHtml = (html: string): Document => parseDocument(html);

// As the DOM's querySelectorAll: a selector's outer parts may match above the scope.
const AS_THE_DOM = { relativeSelector: false } as const;

/** The elements under `scope` matching a CSS selector, in document order (querySelectorAll). */
export const all = (scope: Scope, selector: string): Element[] =>
  scope ? selectAll<AnyNode, Element>(selector, scope, AS_THE_DOM) : [];

/** The first element under `scope` matching a CSS selector (querySelector). */
export const one = (scope: Scope, selector: string): Element | undefined =>
  (scope ? selectOne<AnyNode, Element>(selector, scope, AS_THE_DOM) : null) ?? undefined;

/** The element itself or its nearest ancestor matching a CSS selector (Element.closest). */
export function closest(element: Element, selector: string): Element | undefined {
  for (let node: AnyNode | null = element; node && isTag(node); node = node.parent) if (is(node, selector)) return node;
  return undefined;
}

/** The whitespace-collapsed text of a node, as a reader hears it. */
export const textOf = (node: AnyNode | null | undefined): string =>
  (node ? textContent(node) : '').replace(/\s+/g, ' ').trim();

/** The element of `node`'s document with this id (ownerDocument.getElementById). */
export function elementById(node: AnyNode, id: string): Element | undefined {
  let root = node;
  while (root.parent) root = root.parent;
  return getElementById(id, root) ?? undefined;
}

/** The page's title, as document.title reads it. */
export const titleOf = (document: Document): string => textOf(one(document, 'title'));
