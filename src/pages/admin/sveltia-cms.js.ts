import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Sveltia CMS as npm installed it, served from the site rather than a CDN: its one-file build
 * (dist/sveltia-cms.js), since the package's entry for bundlers loads chunks and fonts beside it.
 */
export const GET: APIRoute = async () => {
  const entry = createRequire(`${process.cwd()}/package.json`).resolve('@sveltia/cms');
  const script = join(dirname(entry), '..', 'dist', 'sveltia-cms.js');
  return new Response(await readFile(script, 'utf8'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
};
