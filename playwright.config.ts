import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.ts';
import { EDGE_SERVER_ENV, edgeServerCommand } from './scripts/edge-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4322);
/** The pseudo-localised build (dist-pseudo/, see e2e/pseudo-locale.spec.ts) is served beside the site. */
export const PSEUDO_PORT = PORT + 100;
/** For a test's own `astro dev` in a project copy (e2e/dev-server.spec.ts). */
export const DEV_PORT = PORT + 200;
/** For a project copy's build served by Cloudflare's runtime (e2e/scenarios/marketer-build.spec.ts). */
export const COPY_EDGE_PORT = PORT + 400;
/**
 * dist/ served by Cloudflare's runtime, for the specs in e2e/engine/ (status codes, redirects,
 * headers); EDGE_URL points them at a deployment of the same build instead.
 */
const EDGE_PORT = PORT + 300;
const EDGE_URL = process.env.EDGE_URL?.replace(/\/$/, '');
const pseudoBuilt = existsSync('dist-pseudo');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // A focused test fails the run, on a laptop as in CI.
  forbidOnly: true,
  // A test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // One context and page per worker, reset between tests (storage, cache, routes, init scripts,
    // clock, viewport, media): a fresh one starts a renderer process, which cost a test more than
    // its checks (e2e/README.md, "Isolation", has the measurements). What the reset leaves is each
    // test's to undo: permissions it granted, a DevTools session's network conditions, the tab's
    // history and window.name.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test a fifth of its time; to see one, run with --trace retain-on-failure.
    trace: 'off',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testMatch: '**/*.spec.ts', testIgnore: 'engine/**', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'engine',
      testMatch: 'engine/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: EDGE_URL ?? `http://127.0.0.1:${EDGE_PORT}` },
    },
  ],
  // Each started for this run, never reused (on a laptop as in CI): a server left on the port, from
  // an older build or another checkout, would be tested instead; a port taken fails the run.
  webServer: [
    {
      command: `npx astro preview --port ${PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      timeout: 60_000,
    },
    ...(EDGE_URL
      ? []
      : [
          {
            command: edgeServerCommand('dist', EDGE_PORT),
            env: EDGE_SERVER_ENV,
            url: `http://127.0.0.1:${EDGE_PORT}/`,
            timeout: 120_000,
          },
        ]),
    ...(pseudoBuilt
      ? [
          {
            command: `npx astro preview --port ${PSEUDO_PORT} --host 127.0.0.1 --ignore-lock`,
            env: { PSEUDO_LOCALE: '1' },
            url: `http://127.0.0.1:${PSEUDO_PORT}/`,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
