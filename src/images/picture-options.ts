import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { IMAGE_LAYOUTS, MODERN_FORMATS, type ImageLayoutName } from './image-layouts';
import { imageFacts } from './astro-image-adapter';

/** What Astro's <Picture> is given for a photo drawn in `layout`, cropped to `crop`'s shape. */
export function pictureOptions(src: ImageMetadata, layout: ImageLayoutName, crop: { width: number; height: number }) {
  const { widths, sizes } = IMAGE_LAYOUTS[layout];
  const { format, width } = imageFacts(src);
  return {
    src,
    formats: [...MODERN_FORMATS],
    fallbackFormat: format === 'png' ? ('png' as const) : ('jpeg' as const),
    // Never enlarged: a width past the original's would only be a bigger file of the same pixels.
    widths: widths.filter((candidate) => candidate <= width),
    sizes,
    width: crop.width,
    height: crop.height,
    fit: 'cover' as const,
  };
}

/**
 * A preload for a page's LCP photo, for the page's <head>: the browser then asks for the photo with
 * the first bytes of the HTML, not once its parser reaches the image below the header's markup,
 * far into an article. It names the first modern format's copies, the ones a browser that
 * reads that format picks from the <picture>; any other browser skips it by its `type`. An SVG has
 * none: a small one travels inside the HTML.
 */
export async function photoPreload(
  src: ImageMetadata,
  layout: ImageLayoutName,
  crop: { width: number; height: number },
) {
  if (imageFacts(src).format === 'svg') return undefined;
  const { formats, widths, sizes, width, height, fit } = pictureOptions(src, layout, crop);
  const [format] = formats;
  const image = await getImage({ src, format, widths, width, height, fit });
  return { imagesrcset: image.srcSet.attribute, imagesizes: sizes, type: `image/${format}` };
}
