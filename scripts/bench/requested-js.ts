// The JavaScript each route actually requests with no input: load, wait for the network
// to go idle, and add up the script responses (gzip size of the files served).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.ts';

/** The scripts a route requested with no input: how many files, and their gzip bytes. */
export interface RequestedJs {
  files: number;
  bytes: number;
}

export async function requestedJs(
  origin: string,
  routes: string[],
  dist: string,
): Promise<Record<string, RequestedJs>> {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const results: Record<string, RequestedJs> = {};
  try {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      results[route] = {
        files: scripts.length,
        bytes: scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length, 0),
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
