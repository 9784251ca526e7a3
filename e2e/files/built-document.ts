import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../support/built-site';
import {
  all,
  elementById,
  one,
  parseHtml,
  textOf,
  type Document,
  type Element,
  type Scope,
} from '../support/parsed-html';

export { all, one, textOf };

/**
 * A built page as a browser with JavaScript off reads it: its HTML parsed, nothing run or
 * fetched (e2e/parsed-html.ts). For checks of what a page says, which need no browser ("/blog"
 * reads dist/blog.html or dist/blog/index.html).
 */
export function builtDocument(route: string): Document {
  const document = builtDocumentIn(DIST, route);
  if (!document) throw new Error(`${route} was not built`);
  return document;
}

/** A page of the build in `dist`, parsed as builtDocument parses it; undefined when it was not built. */
export function builtDocumentIn(dist: string, route: string): Document | undefined {
  const base = join(dist, route === '/' ? 'index' : route);
  const file = [`${base}.html`, join(base, 'index.html')].find((path) => existsSync(path));
  return file === undefined ? undefined : parseHtml(readFileSync(file, 'utf8'));
}

/**
 * The elements under `scope` matching `selector` and named `name` by aria-label or
 * aria-labelledby, as a screen reader names them.
 */
export function labelled(scope: Scope, selector: string, name: string): Element[] {
  return all(scope, selector).filter((element) => {
    const ids = element.attribs['aria-labelledby']?.split(/\s+/).filter(Boolean) ?? [];
    const label = element.attribs['aria-label'] ?? ids.map((id) => textOf(elementById(element, id))).join(' ');
    return label.trim() === name;
  });
}

/** The links under `scope` whose text is `name`. */
export const linksNamed = (scope: Scope, name: string) => all(scope, 'a').filter((link) => textOf(link) === name);

/** The section a heading labels: section[aria-labelledby="benefits-heading"]. */
export const sectionOf = (document: Document, headingId: string) =>
  one(document, `section[aria-labelledby="${headingId}"]`);

/** The texts of the headings of one level under `scope`, in document order. */
export const headingTexts = (scope: Scope, level: 1 | 2 | 3) => all(scope, `h${level}`).map(textOf);
