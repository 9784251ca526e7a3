import { selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { HTML_LANG, localeFromPath } from '../../../src/i18n/locales';

/** The page's <html lang> is the language of its URL (the not-found pages' too). */
export function pageLangProblems(document: Document, route: string): string[] {
  const lang = selectOne<AnyNode, Element>('html', document)?.attribs.lang;
  const expected = HTML_LANG[localeFromPath(route)];
  return lang === expected ? [] : [`<html lang="${lang ?? ''}">, not "${expected}"`];
}
