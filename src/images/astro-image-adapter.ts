import type { ImageMetadata } from 'astro';

/**
 * The two things this site needs from an image's metadata that Astro has no public API for; the
 * rest of the code asks here, so an Astro upgrade that changes them breaks this file's test and
 * nothing else (src/images/astro-image-adapter.test.ts).
 *
 * In a build, Astro hands a page each image's metadata behind a proxy: reading any field through
 * it (even `format`) tells Astro the page uses the original file, so Astro copies it into dist/
 * as it stands (a camera's JPEG, sent to nobody). Astro's own <Image> and <Picture> read through
 * the proxy's hidden `clone`, which it hands out untracked; so does imageFacts(). The proxy also
 * hands out the image's own file as `fsPath`, which only `astro dev` needs (an SVG's text).
 */
type AstroImage = ImageMetadata & { clone?: ImageMetadata; fsPath?: string };

/** An image's format and size, read without marking its original file as used by a page. */
export function imageFacts(image: ImageMetadata): Pick<ImageMetadata, 'format' | 'width' | 'height'> {
  const { format, width, height } = (image as AstroImage).clone ?? image;
  return { format, width, height };
}

/** The image's own file on disk, where Astro keeps it on the metadata (while `astro dev` runs). */
export const imageFile = (image: ImageMetadata): string | undefined => (image as AstroImage).fsPath;
