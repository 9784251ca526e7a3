// @ts-check
import { defineConfig } from 'astro/config';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import { markdownPseudo } from './src/schemas/markdown-pseudo.ts';
import contentErrorOverlay from './src/integrations/content-error-overlay.ts';
import linkGate from './src/integrations/link-gate.ts';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import criticalCss from './src/build/critical-css-integration.mjs';
import { inlineScripts } from './src/build/inline-scripts.mjs';
import hydrationDirectives from './src/directives/integration.mjs';
import securityHeaders from './src/security/headers-integration.mjs';
import redirects from './src/security/redirects-integration.mjs';
import shareImages from './src/share-images/integration';
import {
  EMPTY_STYLE_HASH,
  inlineScriptHashes,
  sonnerStyleHash,
  styleAttributeHashes,
} from './src/security/csp-hashes.mjs';

/** The one site-URL setting: canonical URLs, Open Graph, sitemap and RSS are built from it. */
const site = process.env.SITE_URL ?? 'https://www.relaymark.com';

/** The pseudo-localised test build (every visitor text wrapped in ⟦ ⟧) goes to its own folders. */
const pseudoLocale = process.env.PSEUDO_LOCALE === '1';

export default defineConfig({
  site,
  output: 'static',
  ...(pseudoLocale ? { outDir: './dist-pseudo', cacheDir: './node_modules/.astro-pseudo' } : {}),
  // A temporary project copy (scripts/project-copy.mjs) shares node_modules: it keeps its own cache.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // One stylesheet file; each page then inlines only its own critical part in <head> and links
  // the full file at the end of <body> (src/build/critical-css.mjs).
  build: { inlineStylesheets: 'never', format: 'file' },
  // Links keep the spec's form (/about); pages are built as about.html, which Cloudflare Pages and
  // Netlify both serve at /about with no redirect.
  trailingSlash: 'never',
  integrations: [
    react(),
    hydrationDirectives(),
    sitemap({ filter: (page) => !/\/(404|developers)\/?$/.test(page) }),
    // Before securityHeaders: it merges the pages' CSP, which must already hold the style hashes.
    criticalCss(),
    securityHeaders(),
    redirects(),
    linkGate({ site }),
    contentErrorOverlay(),
    shareImages(),
  ],
  // Prism marks tokens with classes; Shiki's inline styles would break the CSP.
  markdown: {
    syntaxHighlight: 'prism',
    ...(pseudoLocale ? { processor: satteri({ mdastPlugins: [markdownPseudo] }) } : {}),
  },
  vite: { plugins: [tailwindcss(), inlineScripts()] },
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
        // No script may write HTML or a script URL from a string. React, the island runtime, sonner
        // and site search need none; only /search creates a "default" policy, which lets Pagefind's
        // worker URL through and nothing else (src/scripts/site-search.ts).
        "require-trusted-types-for 'script'",
        'trusted-types default',
      ],
      // Pagefind's search index runs as WebAssembly; the code-tab script is inlined by hash.
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        hashes: /** @type {`sha256-${string}`[]} */ (inlineScriptHashes()),
      },
      styleDirective: {
        resources: ["'self'", "'unsafe-hashes'"],
        hashes: /** @type {`sha256-${string}`[]} */ ([sonnerStyleHash(), EMPTY_STYLE_HASH, ...styleAttributeHashes()]),
      },
    },
  },
});
