import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { localeFromPath, TRANSLATIONS } from '../../src/i18n/locales';

const PAGES = resolve(import.meta.dirname, '../..', 'src', 'pages');

interface Template {
  /** The route file under src/pages ("products/[id].astro"). */
  file: string;
  pattern: RegExp;
  /** Astro's order: a static file first, then a [param], then a [...rest]. */
  rank: number;
}

/** Every .astro route file, as the pattern of the URLs it builds. */
function templates(): Template[] {
  return readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => {
      const path = `/${relative(PAGES, join(PAGES, file)).split('\\').join('/')}`
        .replace(/\.astro$/, '')
        .replace(/\/index$/, '');
      // A page under [...locale]/ is built in every language: English bare, the others under /es, /de.
      const localized = path.startsWith('/[...locale]');
      // A paginated list ([...page], Astro's paginate()): page 1 at the list's own path, then /2, /3, ...
      const paginated = path.endsWith('/[...page]');
      const source =
        (localized ? path.slice('/[...locale]'.length) : path)
          .replace(/\/\[\.\.\.page\]$/, '')
          .split('/')
          .map((part) => part.replace(/^\[\.\.\.[^\]]+\]$/, '.+').replace(/^\[[^\]]+\]$/, '[^/]+'))
          .join('/') + (paginated ? String.raw`(?:/[2-9]|/[1-9]\d+)?` : '');
      const own = (localized ? file.slice('[...locale]/'.length) : file).replace(/\[\.\.\.page\]\.astro$/, '');
      // A page number is more particular than any [param] beside it (/blog/2 before blog/[id]).
      const rank = paginated ? (own.includes('[') ? 1 : 0) : own.includes('[...') ? 2 : own.includes('[') ? 1 : 0;
      const prefix = localized ? `(?:/(?:${TRANSLATIONS.join('|')}))?` : '';
      return { file, pattern: new RegExp(`^${prefix}${source || (localized ? '/?' : '/')}$`), rank };
    })
    .sort((a, b) => a.rank - b.rank || a.file.localeCompare(b.file));
}

/** The route file that builds a route, in Astro's order of precedence. */
export function templateOf(route: string, all = templates()): string {
  const match = all.find((template) => template.pattern.test(route));
  if (!match) throw new Error(`No file in src/pages builds ${route}`);
  return match.file;
}

/**
 * One route per route file (the first in order): the pages that stand for their template. A page
 * built in every language is represented by its German route, whose long words test a layout most.
 */
export function templateRoutes(routes: string[]): Map<string, string> {
  const all = templates();
  const chosen = new Map<string, string>();
  const german = (route: string) => (localeFromPath(route) === 'de' ? 0 : 1);
  for (const route of [...routes].sort((a, b) => german(a) - german(b) || a.localeCompare(b))) {
    const file = templateOf(route, all);
    if (!chosen.has(file)) chosen.set(file, route);
  }
  return chosen;
}

/** The routes that stand for their route file, as a set to look routes up in. */
export const standingRoutes = (routes: string[]): Set<string> => new Set(templateRoutes(routes).values());

/**
 * One route per route file and language (the first in order), keyed "file lang": a file that
 * builds every language is represented in each, where its words and the parts only a translated
 * page shows (the language switcher, the "English" label) differ.
 */
export function languageRoutes(routes: string[]): Map<string, string> {
  const all = templates();
  const chosen = new Map<string, string>();
  for (const route of [...routes].sort()) {
    const key = `${templateOf(route, all)} ${localeFromPath(route)}`;
    if (!chosen.has(key)) chosen.set(key, route);
  }
  return chosen;
}

/** The route file of every route, for grouping many routes by their file. */
export function templatesOf(routes: string[]): Map<string, string> {
  const all = templates();
  return new Map(routes.map((route) => [route, templateOf(route, all)]));
}
