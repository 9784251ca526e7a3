import { Window, type Document, type Element } from 'happy-dom';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../../test-support/built-site';

/**
 * A built page as a browser with JavaScript off reads it: its HTML parsed, nothing run or
 * fetched. For checks of what a page says, which need no browser ("/blog" reads
 * dist/blog.html or dist/blog/index.html).
 */
export function builtDocument(route: string): Document {
  const base = join(DIST, route === '/' ? 'index' : route);
  const file = [`${base}.html`, join(base, 'index.html')].find((path) => existsSync(path));
  if (!file) throw new Error(`${route} was not built`);
  const window = new Window({ url: `https://localhost${route}`, settings: { disableJavaScriptFileLoading: true } });
  window.document.write(readFileSync(file, 'utf8'));
  return window.document;
}

/** The whitespace-collapsed text of an element, as a reader hears it. */
export const textOf = (element: { textContent: string } | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The elements under `scope` matching `selector` and named `name` by aria-label or
 * aria-labelledby, as a screen reader names them.
 */
export function labelled(scope: Document | Element | undefined, selector: string, name: string): Element[] {
  return [...(scope?.querySelectorAll(selector) ?? [])].filter((element) => {
    const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    const label =
      element.getAttribute('aria-label') ?? ids.map((id) => textOf(element.ownerDocument.getElementById(id))).join(' ');
    return label.trim() === name;
  });
}

/** The links under `scope` whose text is `name`. */
export const linksNamed = (scope: Document | Element | undefined, name: string) =>
  [...(scope?.querySelectorAll('a') ?? [])].filter((link) => textOf(link) === name);

/** The section a heading labels: section[aria-labelledby="benefits-heading"]. */
export const sectionOf = (document: Document, headingId: string) =>
  document.querySelector(`section[aria-labelledby="${headingId}"]`) ?? undefined;

/** The texts of the headings of one level under `scope`, in document order. */
export const headingTexts = (scope: Document | Element | undefined, level: 1 | 2 | 3) =>
  [...(scope?.querySelectorAll(`h${level}`) ?? [])].map(textOf);
