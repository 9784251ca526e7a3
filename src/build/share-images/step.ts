import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { decodeHTML } from 'entities';
import { htmlFiles, routeOf } from '../built-site';
import type { SiteStep } from '../pipeline';
import { cardRoute, SHARE_IMAGE_DIR, shareImageText } from '../../lib/share-image';
import { renderShareImage } from './render';
import type { ShareCardProps } from './card';

/** As many as sharp encodes at once (its thread pool has four threads), and at least two. */
const CARDS_AT_ONCE = Math.min(4, Math.max(2, availableParallelism()));

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<Item>(limit: number, items: Item[], work: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as Item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const meta = (html: string, key: string): string | undefined => {
  const value = new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decodeHTML(value);
};

/**
 * Draws the share image every page names in its og:image (BaseLayout sets it from
 * src/lib/share-image.ts), from that page's og:title: one PNG per page, so the images always
 * match the pages that were actually built.
 */
export const shareImages: SiteStep = {
  name: 'share images',
  run: async ({ dist, site, publicDir, logger }) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const svg = readFileSync(new URL('favicon.svg', publicDir));
    const logo = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    const host = site ? new URL(site).host : '';
    const drawn = new Set<string>();
    const cards: { card: ShareCardProps; target: string }[] = [];
    for (const file of htmlFiles(dist)) {
      const route = routeOf(file, dist);
      // A later page of a list shows its first page's card, drawn with that page.
      if (cardRoute(route) !== route) continue;
      const html = readFileSync(file, 'utf8');
      const image = meta(html, 'og:image');
      const title = meta(html, 'og:title');
      if (!image || !title) continue;
      const path = new URL(image).pathname;
      if (!path.startsWith(`${SHARE_IMAGE_DIR}/`)) continue;
      if (drawn.has(path)) throw new Error(`${file}: another page already uses the share image ${path}`);
      drawn.add(path);
      const brand = meta(html, 'og:site_name') ?? '';
      cards.push({ card: { ...shareImageText(title, brand), brand, host, logo }, target: join(dist, path) });
    }
    // A few at a time: sharp encodes one card's PNG on its own threads while satori lays out the next.
    await eachAtMost(CARDS_AT_ONCE, cards, async ({ card, target }) => {
      const png = await renderShareImage(card);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, png);
    });
    const { user, system } = process.cpuUsage(cpu);
    logger.info(
      `${drawn.size} share images in ${Math.round(performance.now() - started)} ms, ${Math.round((user + system) / 1000)} ms CPU`,
    );
  },
};
