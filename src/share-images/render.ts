import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { join } from 'node:path';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageText } from '../lib/share-image';
import { ShareCard, type ShareCardProps } from './card';

const require = createRequire(import.meta.url);

/** Inter from @fontsource (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). */
const FONT_FILES = ([400, 700, 800] as const).map((weight) => ({
  weight,
  file: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
}));

let fonts: Font[] | undefined;

/** Draws one share card as a 1200x630 PNG. */
export async function renderShareImage(card: ShareCardProps): Promise<Buffer> {
  fonts ??= FONT_FILES.map(({ weight, file }) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(file),
  }));
  const svg = await satori(ShareCard(card), { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  // sharp (libvips), which Astro's images already use: @resvg/resvg-js kept every card's pixels
  // until the build exited (README, "Benchmark").
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Draws a page's card from its title ("Webhooks | Relaymark Blog": the first part large, the rest
 * small) and the site's name, with the brand mark (public/favicon.svg; a build and the tests run
 * in the project folder) and the site's host.
 */
export function drawShareCard(page: { title: string; siteName: string }, host: string): Promise<Buffer> {
  const logo = readFileSync(join(process.cwd(), 'public/favicon.svg')).toString('base64');
  return renderShareImage({
    ...shareImageText(page.title, page.siteName),
    brand: page.siteName,
    host,
    logo: `data:image/svg+xml;base64,${logo}`,
  });
}
