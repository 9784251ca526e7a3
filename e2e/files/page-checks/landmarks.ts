import { selectAll } from 'css-select';
import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';

/**
 * The landmarks every page is navigated by: one banner (body > header) holding the site's
 * navigation, one main, one contentinfo (body > footer).
 */
export function landmarkProblems(document: Document): string[] {
  const count = (selector: string) => selectAll(selector, document).length;
  const problems: string[] = [];
  const once = (selector: string, what: string) => {
    const found = count(selector);
    if (found !== 1) problems.push(`${found} ${what}`);
  };
  once('body > header', 'banners (body > header)');
  once('main', 'main elements');
  once('body > footer', 'content infos (body > footer)');
  if (count('body > header nav') === 0) problems.push('no nav in the banner');
  return problems;
}

const LANDMARK_ROLES = new Set([
  'banner',
  'complementary',
  'contentinfo',
  'form',
  'main',
  'navigation',
  'region',
  'search',
]);
/** Where a header or footer is no banner or content info, but part of that element. */
const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section']);
const NOT_READ = new Set(['template', 'script', 'style', 'noscript']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const textOf = (node: AnyNode): string =>
  isText(node) ? node.data : isTag(node) && !NOT_READ.has(node.name) ? node.children.map(textOf).join('') : '';

const inSectioning = (element: Element) => {
  for (let node = element.parent; node && isTag(node); node = node.parent) if (SECTIONING.has(node.name)) return true;
  return false;
};

/** The name a landmark is listed by: aria-labelledby's texts, else aria-label, else title. */
function nameOf(element: Element, ids: Map<string, Element>): string {
  const labelledBy = clean(
    (element.attribs['aria-labelledby'] ?? '')
      .split(/\s+/)
      .map((id) => ids.get(id))
      .map((target) => (target ? textOf(target) : ''))
      .join(' '),
  );
  return labelledBy || clean(element.attribs['aria-label'] ?? '') || clean(element.attribs.title ?? '');
}

/** The landmark role an element has (HTML-AAM), or null: a section or form is one only when named. */
function roleOf(element: Element, named: boolean): string | null {
  const explicit = element.attribs.role?.trim().split(/\s+/)[0];
  if (explicit) return LANDMARK_ROLES.has(explicit) ? explicit : null;
  switch (element.name) {
    case 'main':
      return 'main';
    case 'nav':
      return 'navigation';
    case 'aside':
      return 'complementary';
    case 'search':
      return 'search';
    case 'section':
      return named ? 'region' : null;
    case 'form':
      return named ? 'form' : null;
    case 'header':
      return inSectioning(element) ? null : 'banner';
    case 'footer':
      return inSectioning(element) ? null : 'contentinfo';
    default:
      return null;
  }
}

/**
 * No two landmarks of one role share a name (axe's landmark-unique, a best practice the WCAG rules
 * run in the browser leave out): a screen reader lists landmarks by role and name, and two alike
 * cannot be told apart. A section or form is a landmark (a region, a form) only once named; the
 * names are compared as heard, case and spacing aside. Each shared name is told once, in document
 * order.
 */
export function landmarkNameProblems(document: Document): string[] {
  // aria-labelledby may name a hidden element; a hidden landmark is not listed.
  const ids = new Map<string, Element>();
  const shown: Element[] = [];
  const visit = (node: AnyNode, hidden: boolean) => {
    if (!isTag(node)) return;
    if (node.attribs.id) ids.set(node.attribs.id, node);
    const hides =
      hidden || NOT_READ.has(node.name) || node.attribs.hidden !== undefined || node.attribs['aria-hidden'] === 'true';
    if (!hides) shown.push(node);
    node.children.forEach((child) => visit(child, hides));
  };
  document.children.forEach((child) => visit(child, false));
  const seen = new Map<string, { role: string; name: string; count: number }>();
  for (const element of shown) {
    const name = nameOf(element, ids);
    const role = roleOf(element, name !== '');
    if (!role || !name) continue;
    const key = `${role}\n${name.toLowerCase()}`;
    const entry = seen.get(key) ?? { role, name, count: 0 };
    entry.count += 1;
    seen.set(key, entry);
  }
  return [...seen.values()]
    .filter(({ count }) => count > 1)
    .map(({ role, name, count }) => `${count} ${role} landmarks named "${name}"`);
}
