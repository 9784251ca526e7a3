import { is, selectAll, selectOne } from 'css-select';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { textContent } from 'domutils';
import { closest, parseHtml } from './parsed-html';
import { opensMarks, SCAN, type Untranslated } from './pseudo-locale-scan';

const patterns = SCAN.notCopy.map(({ pattern }) => new RegExp(pattern, 'u'));
const isCopy = (text: string) => /[⟦⟧]/.test(text) || patterns.some((pattern) => pattern.test(text));

const describe = (element: Element) =>
  `${element.name}${element.attribs.id ? `#${element.attribs.id}` : ''}${
    element.attribs.role ? `[role=${element.attribs.role}]` : ''
  }`;

/** The text of `block` that comes before `node`. */
function textBefore(block: Element, node: AnyNode): string {
  let text = '';
  const walk = (current: AnyNode): boolean => {
    if (current === node) return true;
    if (isText(current)) text += current.data;
    else if ('children' in current) for (const child of current.children) if (walk(child)) return true;
    return false;
  };
  walk(block);
  return text;
}

/**
 * What `untranslatedTexts` finds in a browser, read from a page's HTML as built: every text and
 * accessible name in it, shown or not (a text hidden at one width or until a click is still read
 * by someone), with no island's code run. e2e/pseudo-locale.spec.ts opens what the code shows.
 */
export function untranslatedInHtml(html: string): Untranslated[] {
  const document = parseHtml(html);
  const body = selectOne<AnyNode, Element>('body', document);
  const found: Untranslated[] = [];
  const walk = (node: AnyNode) => {
    if (isTag(node)) {
      if (!is(node, SCAN.skipped)) node.children.forEach(walk);
      return;
    }
    if (!isText(node) || !node.parent || !isTag(node.parent)) return;
    const text = node.data.replace(/\s+/g, ' ').trim();
    if (!text || isCopy(text)) return;
    const block = closest(node.parent, SCAN.blocks) ?? node.parent;
    if (!opensMarks(textBefore(block, node))) found.push({ where: describe(node.parent), text });
  };
  if (body) body.children.forEach(walk);

  const named = selectAll<AnyNode, Element>(SCAN.named.map((attribute) => `[${attribute}]`).join(', '), document);
  for (const element of named) {
    if (closest(element, SCAN.namedSkipped) || is(element, 'svg title')) continue;
    for (const attribute of SCAN.named) {
      const value = element.attribs[attribute]?.trim();
      if (value && !isCopy(value)) found.push({ where: `${describe(element)}@${attribute}`, text: value });
    }
  }

  const title = textContent(selectOne('title', document) ?? []).trim();
  if (!isCopy(title)) found.push({ where: 'title', text: title });
  const description = selectOne<AnyNode, Element>('meta[name="description"]', document)?.attribs.content ?? '';
  if (description && !isCopy(description)) found.push({ where: 'meta description', text: description });
  return found;
}
