import type { Document } from 'domhandler';
import { readFileSync } from 'node:fs';
import { htmlFiles, routeOf } from '../support/built-site';
import { parseHtml } from '../support/parsed-html';

/** A built page parsed once, for every check of the test file that reads it. */
export interface ParsedPage {
  route: string;
  document: Document;
}

/**
 * Every page of the build a visitor can land on, the not-found pages included and the redirect
 * pages (meta refresh) not, each read and parsed only when the caller asks for the next one: a
 * caller that keeps what its checks found, not the pages, holds one page's DOM at a time however
 * many pages the site has (every page's DOM held at once ran a site with 1,000 more posts out of
 * memory: e2e/README.md has the measurements).
 */
export function* parsedPages(): Generator<ParsedPage> {
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('http-equiv="refresh"')) yield { route: routeOf(file), document: parseHtml(html) };
  }
}
