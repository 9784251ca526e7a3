import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { decodeHTML } from 'entities';
import { htmlFiles } from '../../scripts/page-weight.mjs';
import { SHARE_IMAGE_DIR, shareImageText } from '../lib/share-image';
import { renderShareImage } from './render';

const meta = (html: string, key: string): string | undefined => {
  const value = new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decodeHTML(value);
};

/**
 * After the build, draws the share image every page names in its og:image (BaseLayout sets
 * it from src/lib/share-image.ts), from that page's og:title: one PNG per page, so the
 * images always match the pages that were actually built.
 */
export default function shareImages(): AstroIntegration {
  let site = '';
  let logo = '';
  return {
    name: 'share-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        const svg = readFileSync(new URL('favicon.svg', config.publicDir));
        logo = `data:image/svg+xml;base64,${svg.toString('base64')}`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const host = site ? new URL(site).host : '';
        const drawn = new Set<string>();
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const image = meta(html, 'og:image');
          const title = meta(html, 'og:title');
          if (!image || !title) continue;
          const path = new URL(image).pathname;
          if (!path.startsWith(`${SHARE_IMAGE_DIR}/`)) continue;
          if (drawn.has(path)) throw new Error(`${file}: another page already uses the share image ${path}`);
          drawn.add(path);
          const brand = meta(html, 'og:site_name') ?? '';
          const png = await renderShareImage({ ...shareImageText(title, brand), brand, host, logo });
          const target = join(root, path);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, png);
        }
        logger.info(`${drawn.size} share images in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
