import type { ImageMetadata } from 'astro';

/**
 * An image's format and size, read without marking its original file as used by a page.
 *
 * In a build, Astro hands a page each image's metadata behind a proxy: reading any field through
 * it (even `format`) tells Astro the page uses the original file, so Astro copies it into dist/
 * as it stands (a 4.8 MB camera JPEG, sent to nobody). Astro's own <Image> and <Picture> read
 * through the metadata's hidden `clone`, which the proxy hands out untracked; so does this.
 */
export function imageFacts(image: ImageMetadata): Pick<ImageMetadata, 'format' | 'width' | 'height'> {
  const { format, width, height } = (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
  return { format, width, height };
}
