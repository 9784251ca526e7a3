import type { APIRoute } from 'astro';
import { PREVIEW_BRANCH } from '../lib/preview-build';

/**
 * Allows every crawler and points it to the sitemap, built from the one site-URL setting. A preview
 * build has no sitemap and turns every crawler away.
 */
export const GET: APIRoute = ({ site }) => {
  const text =
    PREVIEW_BRANCH === undefined
      ? `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`
      : 'User-agent: *\nDisallow: /\n';
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
