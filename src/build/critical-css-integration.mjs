// Astro integration: after the build, each page inlines its own critical CSS (see
// critical-css.mjs). Listed before security-headers in astro.config.mjs, so dist/_headers is
// merged from pages that already carry their style hashes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-site.ts';
import { createCriticalCss } from './critical-css.mjs';

const HEADER_ISLAND = new URL('../islands/header/', import.meta.url);

/** Every class-like token in the header island's source: the classes its open states add. */
export function headerClasses() {
  const tokens = new Set();
  for (const name of readdirSync(HEADER_ISLAND).filter((file) => file.endsWith('.tsx'))) {
    const source = readFileSync(new URL(name, HEADER_ISLAND), 'utf8');
    for (const [token] of source.matchAll(/[\w:\-[\]/().%!]+/g)) tokens.add(token);
  }
  return [...tokens].sort();
}

export default function criticalCss() {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const inline = createCriticalCss({ dist, probeClasses: headerClasses() });
        const files = htmlFiles(dist);
        for (const file of files) {
          const { html } = await inline(readFileSync(file, 'utf8'));
          writeFileSync(file, html);
        }
        logger.info(`inlined the critical CSS of ${files.length} pages`);
      },
    },
  };
}
