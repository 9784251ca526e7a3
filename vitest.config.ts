import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two passes (scripts/test.mjs): `unit` runs before the build and needs nothing built;
 * `built` checks the files of the build in dist/ (and content/), so it runs after it.
 */
export default defineConfig({
  resolve: {
    // The schema modules run outside Astro in src/schemas/content-errors.test.ts.
    alias: { 'astro:content': fileURLToPath(new URL('src/schemas/testing/astro-content.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // A focused test fails the run here as in CI (Vitest allows one outside CI by default).
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'e2e/page-templates.test.ts',
            'e2e/layout-risks.test.ts',
            'e2e/pseudo-locale-scan.test.ts',
            'e2e/raw-html-pages.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['e2e/files/**/*.test.ts'],
          // Stops the pass with one clear message when there is no build to read.
          globalSetup: ['e2e/files/global-setup.ts'],
          // Some checks read and gzip every page of the build.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
