import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../lib/share-image';
import { imageFacts } from '../images/astro-image-adapter';

/**
 * A post's share image is its cover: 1200 × 630, cropped like the cover, the picture its author
 * chose for it (a link preview shows the post's title beside it). A photo becomes a JPEG (every
 * link preview reads JPEG; few read AVIF); an illustration a PNG, since previews do not show SVG.
 * Astro's pipeline makes it once per cover file and keeps it in its cache, so a post costs the
 * build nothing here that its cover does not already; a card drawn from each post's title would
 * cost the most of any per-page step (src/pages/og/ draws them for every other page).
 */
export async function coverShareImage(cover: ImageMetadata): Promise<{ src: string; type: string }> {
  const format = imageFacts(cover).format === 'svg' ? 'png' : 'jpeg';
  const image = await getImage({
    src: cover,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fit: 'cover',
    format,
    ...(format === 'jpeg' ? { quality: 80 } : {}),
  });
  return { src: image.src, type: `image/${format}` };
}
