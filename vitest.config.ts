import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two passes (scripts/test.ts): `unit` runs before the build and needs nothing built;
 * `built` checks the files of the build in dist/ (and content/), so it runs after it.
 */
export default defineConfig({
  resolve: {
    // The collections run outside Astro in src/content.config.test.ts.
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
            // The checkers the tests use, each proven on a fixture with a planted fault.
            'e2e/support/**/*.test.ts',
            'e2e/files/page-checks/*.test.ts',
            'scripts/**/*.test.ts',
            'workers/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['e2e/files/**/*.test.ts'],
          // The page checks' own tests read fixtures, not the build: they are unit tests.
          exclude: [...configDefaults.exclude, 'e2e/files/page-checks/**'],
          // Stops the pass with one clear message when there is no build to read.
          globalSetup: ['e2e/files/global-setup.ts'],
          // Some checks read and gzip every page of the build.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
