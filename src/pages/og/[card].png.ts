import type { APIRoute, GetStaticPaths } from 'astro';
import { reusable } from '../../data/render-key';
import { PSEUDO_LOCALE } from '../../schemas/pseudo';
import { shareImageFiles } from '../../lib/share-image';
import { shareCardPages, type ShareCardPage } from '../../share-images/cards';
import { drawShareCard } from '../../share-images/render';

/**
 * Each page's share card, /og/<route>.png (src/lib/share-image.ts), drawn from its title. The
 * pseudo-localised build is only read for its words: it draws none.
 */
export const getStaticPaths = (async () =>
  PSEUDO_LOCALE
    ? []
    : reusable(
        [...shareImageFiles(await shareCardPages())].map(([card, page]) => ({ params: { card }, props: { page } })),
      )) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { page } = props as { page: ShareCardPage };
  const png = await drawShareCard(page, site?.host ?? '');
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
