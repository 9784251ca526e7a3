import { existsSync } from 'node:fs';

/** Where a Chromium for the browser tests may live; CHROMIUM_PATH overrides them all. */
export const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/** The first Chromium found, or null when there is none. */
export function findChromium(): string | null {
  const override = process.env.CHROMIUM_PATH;
  if (override) return existsSync(override) ? override : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags for a headless Chromium on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
