import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const PAGES = resolve(import.meta.dirname, '..', 'src', 'pages');

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
      const source = path
        .split('/')
        .map((part) => part.replace(/^\[\.\.\.[^\]]+\]$/, '.+').replace(/^\[[^\]]+\]$/, '[^/]+'))
        .join('/');
      const rank = file.includes('[...') ? 2 : file.includes('[') ? 1 : 0;
      return { file, pattern: new RegExp(`^${source || '/'}$`), rank };
    })
    .sort((a, b) => a.rank - b.rank || a.file.localeCompare(b.file));
}

/** The route file that builds a route, in Astro's order of precedence. */
export function templateOf(route: string, all = templates()): string {
  const match = all.find((template) => template.pattern.test(route));
  if (!match) throw new Error(`No file in src/pages builds ${route}`);
  return match.file;
}

/** One route per route file (the first in order): the pages that stand for their template. */
export function templateRoutes(routes: string[]): Map<string, string> {
  const all = templates();
  const chosen = new Map<string, string>();
  for (const route of [...routes].sort()) {
    const file = templateOf(route, all);
    if (!chosen.has(file)) chosen.set(file, route);
  }
  return chosen;
}
