import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';

/**
 * Every control and image of a page has a name a screen reader can say, read from its HTML as
 * axe's name rules read it (link-name, button-name, label, select-name, image-alt, role-img-alt,
 * input-button-name, input-image-alt, frame-title): aria-labelledby, aria-label, a label, the
 * text inside (an image's alt included), title, placeholder. What is not rendered or hidden from
 * assistive technology (template, hidden, aria-hidden) is not read. One walk over the page.
 * Not dom-accessibility-api: it names DOM elements, so every page would need a DOM window, which
 * these checks gave up for htmlparser2 (e2e/README.md); fixtures in accessible-names.test.ts.
 */
const NOT_READ = new Set(['template', 'script', 'style', 'noscript']);
const isHidden = (element: Element) =>
  NOT_READ.has(element.name) || element.attribs.hidden !== undefined || element.attribs['aria-hidden'] === 'true';
const NAMED_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'img', 'iframe']);
const NAMED_ROLES = new Set(['button', 'link', 'img']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text a reader hears inside an element: its text and its images' alt, nothing hidden. */
function innerName(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || isHidden(node)) return '';
  if (node.attribs['aria-label']?.trim()) return ` ${node.attribs['aria-label']} `;
  if (node.name === 'img') return ` ${node.attribs.alt ?? ''} `;
  return node.children.map(innerName).join('');
}

interface Page {
  ids: Map<string, Element>;
  /** The text of the labels naming each id (label for="…"). */
  labelsFor: Map<string, string[]>;
  /** The elements that need a name, in document order, none inside a hidden subtree. */
  named: { element: Element; inLabel: Element | null }[];
}

function walk(document: Document): Page {
  const page: Page = { ids: new Map(), labelsFor: new Map(), named: [] };
  const visit = (node: AnyNode, inLabel: Element | null) => {
    if (!isTag(node) || isHidden(node)) return;
    const { id, for: forId, role, href } = node.attribs;
    if (id) page.ids.set(id, node);
    if (node.name === 'label' && forId)
      page.labelsFor.set(forId, [...(page.labelsFor.get(forId) ?? []), innerName(node)]);
    const named =
      (NAMED_TAGS.has(node.name) && (node.name !== 'a' || href !== undefined)) || NAMED_ROLES.has(role ?? '');
    if (named) page.named.push({ element: node, inLabel });
    node.children.forEach((child) => visit(child, node.name === 'label' ? node : inLabel));
  };
  document.children.forEach((child) => visit(child, null));
  return page;
}

const describe = (element: Element) => {
  const { id, type, href, src, name } = element.attribs;
  const detail = id ? `#${id}` : href ? `[href="${href}"]` : src ? `[src="${src}"]` : name ? `[name="${name}"]` : '';
  return `${element.name}${type ? `[type="${type}"]` : ''}${detail}`;
};

function problemOf(page: Page, element: Element, inLabel: Element | null): string | null {
  const { attribs } = element;
  const labelledBy = (attribs['aria-labelledby'] ?? '')
    .split(/\s+/)
    .map((id) => page.ids.get(id))
    .map((target) => (target ? innerName(target) : ''))
    .join(' ');
  if (clean(`${labelledBy} ${attribs['aria-label'] ?? ''} ${attribs.title ?? ''}`)) return null;
  const role = attribs.role;
  if (element.name === 'img' || role === 'img') {
    if ((element.name === 'img' && attribs.alt !== undefined) || role === 'presentation' || role === 'none')
      return null;
    return 'image without alt';
  }
  if (element.name === 'iframe') return 'frame without title';
  const label = () =>
    clean(
      [
        ...(page.labelsFor.get(attribs.id ?? '') ?? []),
        inLabel ? innerName(inLabel) : '',
        attribs.placeholder ?? '',
      ].join(' '),
    );
  if (element.name === 'input') {
    const type = (attribs.type ?? 'text').toLowerCase();
    // The browser names a submit or reset button itself; a hidden input is not shown.
    if (['hidden', 'submit', 'reset'].includes(type)) return null;
    if (type === 'button') return attribs.value?.trim() ? null : 'button without a name';
    if (type === 'image') return attribs.alt?.trim() ? null : 'image button without alt';
    return label() ? null : 'form field without a label';
  }
  if (element.name === 'select' || element.name === 'textarea') return label() ? null : 'form field without a label';
  if (clean(innerName(element))) return null;
  return element.name === 'a' || role === 'link' ? 'link without a name' : 'button without a name';
}

export function accessibleNameProblems(document: Document): string[] {
  const page = walk(document);
  return page.named.flatMap(({ element, inLabel }) => {
    const problem = problemOf(page, element, inLabel);
    return problem ? [`${problem}: ${describe(element)}`] : [];
  });
}
