import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { markdownToMdast, type MdastNode } from 'satteri';
import { filesUnder } from '../../src/lib/project-files';
import { isLocale, localeFromPath, SOURCE_LOCALE, withoutLocale } from '../../src/i18n/locales';
import { CONTENT } from './content-files';

/**
 * The raw HTML an author wrote in a Markdown text (tags and comments, not code), read by the
 * parser the build renders Markdown with (satteri, GFM on, as Astro sets it). Markdown alone
 * writes only the elements its renderer makes; raw HTML is written into the page as it stands.
 */
export function rawHtmlIn(markdown: string): string[] {
  const found: string[] = [];
  const walk = (node: MdastNode) => {
    if (node.type === 'html') found.push(node.value);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(markdownToMdast(markdown, { features: { gfm: true, frontmatter: true }, position: false }));
  return found;
}

/** Every Markdown file of a collection (content/<collection>/…), relative to content/ ("blog/es/x.md"). */
const markdownFiles = (): string[] =>
  filesUnder(CONTENT, (name) => name.endsWith('.md'))
    .map((file) => relative(CONTENT, file).split(sep).join('/'))
    .filter((file) => file.includes('/'));

/**
 * The routes that show a content file: content/<collection>/[<language>/]<path>.md is shown at
 * the route whose path ends in /<path>, in the file's language; an English file in every
 * language too, where a page not translated yet shows its English text. More routes than the
 * page itself may match (a product and a solution page both ending in /sms): all are taken.
 */
export function routesShowing(file: string, routes: string[]): string[] {
  const [, first, ...rest] = file.replace(/\.md$/, '').split('/');
  const language = isLocale(first) ? first : SOURCE_LOCALE;
  const path = `/${(isLocale(first) ? rest : [first, ...rest]).join('/')}`;
  return routes.filter(
    (route) =>
      (language === SOURCE_LOCALE || localeFromPath(route) === language) &&
      (withoutLocale(route) === path || withoutLocale(route).endsWith(path)),
  );
}

/**
 * Every route that shows a content Markdown file with raw HTML in it, with those files
 * ("content/blog/x.md"). A file with raw HTML that no route shows is an error: its HTML would
 * be checked nowhere.
 */
export function rawHtmlPages(routes: string[]): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of markdownFiles()) {
    if (rawHtmlIn(readFileSync(join(CONTENT, file), 'utf8')).length === 0) continue;
    const showing = routesShowing(file, routes);
    if (showing.length === 0)
      throw new Error(`content/${file} has raw HTML, but no built page's path ends in its own: which page shows it?`);
    for (const route of showing) pages.set(route, [...(pages.get(route) ?? []), `content/${file}`]);
  }
  return pages;
}
