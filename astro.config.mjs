// @ts-check
import { defineConfig } from 'astro/config';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import { markdownPseudo } from './src/markdown/pseudo-locale.ts';
import { markdownImages } from './src/markdown/prose-images.ts';
import { localizeMarkdownLinks } from './src/markdown/localized-links.ts';
import contentErrorOverlay from './src/integrations/content-error-overlay.ts';
import devContentStore from './src/integrations/dev-content-store.ts';
import editor from './src/integrations/editor.ts';
import feeds from './src/integrations/feeds.ts';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import hydrationDirectives from './src/directives/integration.mjs';
import { postBuild } from './src/build/pipeline.ts';
import { criticalCss } from './src/build/critical-css.ts';
import { styleAttributes } from './src/build/style-attributes.ts';
import { securityHeaders } from './src/build/security-headers.ts';
import { canonicalPagesOnly } from './src/build/sitemap-canonical.ts';
import { linkGate } from './src/build/link-gate.ts';
import { unshownImages } from './src/build/unshown-images.ts';
import { siteRedirects } from './src/build/redirects.ts';
import { inlineScripts } from './src/build/inline-scripts.ts';
import { inlineScriptHashes, insertedStyleHashes, speculationRulesHash } from './src/build/csp-hashes.ts';
import { HTML_LANG, LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';
import { PREVIEW_BRANCH } from './src/lib/preview-build.ts';

/** The one site-URL setting: canonical URLs, Open Graph, sitemap and RSS are built from it. */
const site = process.env.SITE_URL ?? 'https://www.relaymark.com';

/** The pseudo-localised test build (every visitor text wrapped in ⟦ ⟧) goes to its own folders. */
const pseudoLocale = process.env.PSEUDO_LOCALE === '1';

/**
 * Astro's cache, processed images included (<cacheDir>/assets/): node_modules/.astro, which
 * Cloudflare Pages' build cache keeps. CI (.ci/run) and a temporary project copy
 * (scripts/project-copy.ts, which shares node_modules) name their own with ASTRO_CACHE_DIR.
 */
const cacheDir = process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro';

export default defineConfig({
  site,
  output: 'static',
  ...(pseudoLocale ? { outDir: './dist-pseudo' } : {}),
  cacheDir: pseudoLocale ? `${cacheDir}-pseudo` : cacheDir,
  // One stylesheet file; each page then inlines only its own critical part in <head> and links
  // the full file at the end of <body> (src/build/critical-css.ts).
  // Four pages rendered at a time: while one page's file is written, the next is rendered
  // (README, "Benchmark"). The pages are the same bytes.
  build: { inlineStylesheets: 'never', format: 'file', concurrency: 4 },
  // Links keep the spec's form (/about); pages are built as about.html, which Cloudflare Pages and
  // Netlify both serve at /about with no redirect.
  trailingSlash: 'never',
  // public/_redirects (src/build/redirects.ts): the host answers with a 301, and Astro writes a page
  // at each old address that forwards a browser.
  redirects: siteRedirects(),
  // English unprefixed, every other language under its prefix; routes stay in src/pages/[...locale]/.
  i18n: { locales: [...LOCALES], defaultLocale: SOURCE_LOCALE, routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    hydrationDirectives(),
    // A preview build (src/lib/preview-build.ts: any branch but production) shows drafts and is kept
    // out of search engines: it has no sitemap and no feeds.
    ...(PREVIEW_BRANCH === undefined
      ? [
          // Each page lists its translations (xhtml:link), only between pages that exist in each language.
          sitemap({
            filter: (page) => !/\/(404|developers)\/?$/.test(page),
            i18n: { defaultLocale: SOURCE_LOCALE, locales: HTML_LANG },
            serialize: canonicalPagesOnly(pseudoLocale ? './dist-pseudo' : './dist'),
          }),
          feeds(),
        ]
      : []),
    contentErrorOverlay(),
    devContentStore(),
    editor(),
    // Every step over the written site, in this order: the two that add style hashes to each
    // page's CSP come before the headers step, which merges those policies into _headers. The link
    // gate reads each page as Astro wrote it (critical CSS only moves the stylesheet's link), first,
    // so critical CSS uses the same parse of the page. The pseudo-localised build is only read for
    // its words: no critical CSS.
    postBuild(
      pseudoLocale
        ? [linkGate, styleAttributes, securityHeaders, unshownImages]
        : [linkGate, criticalCss, styleAttributes, securityHeaders, unshownImages],
    ),
  ],
  // Prism marks tokens with classes; Shiki's inline styles would break the CSP.
  markdown: {
    syntaxHighlight: 'prism',
    processor: satteri({
      mdastPlugins: pseudoLocale ? [markdownPseudo] : [],
      hastPlugins: [localizeMarkdownLinks, markdownImages],
    }),
  },
  // Processed images are kept in cacheDir (node_modules/.astro/assets) between builds (README, "Images").
  // A post's share image is its cover at 1200 × 630 (src/data/cover-share-image.ts), a PNG when the
  // cover is an illustration: Astro rasterises an SVG only when allowed. Every SVG it meets is a
  // content file from this repository (no remote images are allowed), never a visitor's upload.
  image: { responsiveStyles: false, dangerouslyProcessSVG: true },
  // A project copy (scripts/project-copy.ts) shares node_modules by a link: its dev server keeps
  // Vite's optimised dependencies in a folder of its own, or two copies' servers would rebuild and
  // delete each other's (each root counts as a changed config) and reload their pages mid-test.
  vite: { cacheDir: process.env.VITE_CACHE_DIR, plugins: [tailwindcss(), inlineScripts()] },
  // A rebuild copies each page whose code and content are unchanged from Astro's cache instead of
  // rendering it again (src/data/render-key.ts says what "content" covers).
  experimental: { incrementalBuild: true },
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
      // The scripts in src/scripts/*.js and the speculation rules are inlined. Only /search may
      // compile WebAssembly (Pagefind's index): it adds 'wasm-unsafe-eval' to its own policy.
      scriptDirective: {
        resources: ["'self'"],
        hashes: [...inlineScriptHashes(), speculationRulesHash()],
      },
      // Pages' critical CSS and style attributes are added per page after the build (src/build/).
      styleDirective: { resources: ["'self'", "'unsafe-hashes'"], hashes: insertedStyleHashes() },
    },
  },
});
