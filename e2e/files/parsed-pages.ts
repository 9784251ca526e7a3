import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { htmlFiles, routeOf } from '../../test-support/built-site';
import { readFileSync } from 'node:fs';

/** A built page parsed once, for every check of the test file that reads it. */
export interface ParsedPage {
  route: string;
  html: string;
  document: Document;
}

/**
 * Every page of the build a visitor can land on, the not-found pages included and the redirect
 * pages (meta refresh) not, each parsed once with htmlparser2: a tenth of happy-dom's time a page
 * (built-document.ts), which counts where every page is read.
 */
export function parsedPages(): ParsedPage[] {
  return htmlFiles()
    .map((file) => ({ route: routeOf(file), html: readFileSync(file, 'utf8') }))
    .filter(({ html }) => !html.includes('http-equiv="refresh"'))
    .map((page) => ({ ...page, document: parseDocument(page.html) }));
}
