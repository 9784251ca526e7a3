import type { APIRoute, GetStaticPaths } from 'astro';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reusable } from '../../data/render-key';
import { PSEUDO_LOCALE } from '../../schemas/pseudo';
import { shareImageFiles, shareImageText } from '../../lib/share-image';
import { shareCardPages, type ShareCardPage } from '../../share-images/cards';
import { renderShareImage } from '../../share-images/render';

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

/** The brand mark, public/favicon.svg; `astro build` runs in the project folder. */
const logo = () =>
  `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), 'public/favicon.svg')).toString('base64')}`;

export const GET: APIRoute = async ({ props, site }) => {
  const { page } = props as { page: ShareCardPage };
  const png = await renderShareImage({
    ...shareImageText(page.title, page.siteName),
    brand: page.siteName,
    host: site?.host ?? '',
    logo: logo(),
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
