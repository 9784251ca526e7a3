import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { imageFacts } from './image-facts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../lib/share-image';

/**
 * A post's share image made from its cover photo: 1200 × 630, cropped like the cover, as a JPEG
 * (every link preview reads JPEG; few read AVIF). An illustration (SVG) has none: link previews do
 * not show SVG, so such a post keeps the card drawn from its title (src/build/share-images).
 */
export async function coverShareImage(cover: ImageMetadata): Promise<{ src: string; type: string } | undefined> {
  if (imageFacts(cover).format === 'svg') return undefined;
  const image = await getImage({
    src: cover,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fit: 'cover',
    format: 'jpeg',
    quality: 80,
  });
  return { src: image.src, type: 'image/jpeg' };
}
