import { Parser } from 'htmlparser2';

/** One element of a parsed page: its name and attributes (lower case, entities decoded) and its parent's index. */
export interface HtmlElement {
  name: string;
  attributes: Record<string, string>;
  /** The index of the element it is in, or -1 at the top. */
  parent: number;
  /** A <script>'s text (JSON-LD, inline scripts); undefined for every other element. */
  text?: string;
}

/**
 * Every element of a page in document order, from one parse. The build's page steps (critical CSS,
 * the link gate) and the link checks read a page from this list, so a page is parsed once for all.
 */
export function htmlElements(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const open: number[] = [];
  let script: HtmlElement | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      const element: HtmlElement = { name, attributes, parent: open.at(-1) ?? -1 };
      if (name === 'script') [script, element.text] = [element, ''];
      open.push(elements.length);
      elements.push(element);
    },
    ontext(text) {
      if (script) script.text += text;
    },
    onclosetag(name) {
      open.pop();
      if (name === 'script') script = undefined;
    },
  });
  parser.end(html);
  return elements;
}

/** Whether the element at `index` is, or is inside, an element named `name`. */
export function isWithin(elements: readonly HtmlElement[], index: number, name: string): boolean {
  for (let at = index; at >= 0; at = elements[at]?.parent ?? -1) if (elements[at]?.name === name) return true;
  return false;
}
