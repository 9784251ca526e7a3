import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4322);
/** The pseudo-localised build (dist-pseudo/, see e2e/pseudo-locale.spec.ts) is served beside the site. */
export const PSEUDO_PORT = PORT + 100;
/** For a test's own `astro dev` in a project copy (e2e/dev-server.spec.ts). */
export const DEV_PORT = PORT + 200;
const pseudoBuilt = existsSync('dist-pseudo');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx astro preview --port ${PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(pseudoBuilt
      ? [
          {
            command: `npx astro preview --port ${PSEUDO_PORT} --host 127.0.0.1 --ignore-lock`,
            env: { PSEUDO_LOCALE: '1' },
            url: `http://127.0.0.1:${PSEUDO_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
