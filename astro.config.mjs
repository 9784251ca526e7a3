// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import hydrationDirectives from './src/directives/integration.mjs';

/** The one site-URL setting: canonical URLs, Open Graph, sitemap and RSS are built from it. */
const site = process.env.SITE_URL ?? 'https://www.relaymark.com';

/** sonner injects its stylesheet at runtime; allow exactly that text by hash. */
function sonnerStyleHash() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\((".*?")\);/s)?.[1];
  if (!literal) throw new Error('sonner: could not find its injected stylesheet to hash for the CSP');
  const css = JSON.parse(literal);
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

export default defineConfig({
  site,
  output: 'static',
  integrations: [react(), hydrationDirectives()],
  // Prism marks tokens with classes; Shiki's inline styles would break the CSP.
  markdown: { syntaxHighlight: 'prism' },
  vite: { plugins: [tailwindcss()] },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { hashes: [/** @type {`sha256-${string}`} */ (sonnerStyleHash())] },
    },
  },
});
