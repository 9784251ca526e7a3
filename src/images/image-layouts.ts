/**
 * Where a content image is drawn, and so which widths the build makes of it and which one a browser
 * picks (`sizes`). Widths run from a phone's screen to twice the widest the layout draws the image,
 * for screens of two device pixels per CSS pixel; the CSS pixel widths come from the classes of the
 * components that draw them (container-page: 1rem padding, 1.5rem from 40rem; max-w-4xl, max-w-3xl).
 */
interface ImageLayout {
  /** The widths, in image pixels, the build writes (in each format). */
  widths: number[];
  /** The width the image is drawn at, by viewport: the `sizes` attribute. */
  sizes: string;
}

/** The narrowest cover photo that fills the widest place it is drawn without being enlarged, and its share image. */
export const COVER_MIN_WIDTH = 1200;

/** Covers are cropped to the share-image shape (1200 × 630), so a card and a link preview show the same picture. */
export const COVER_ASPECT = { width: 1200, height: 630 } as const;

const PHONE_TO = (largest: number) =>
  [360, 480, 640, 750, 960, 1280, 1600, 2000].filter((width) => width < largest * 2).concat(largest * 2);

export const IMAGE_LAYOUTS = {
  /** A post's cover under its header: max-w-4xl (56rem) less the container's padding, 848 px at most. */
  articleCover: {
    widths: PHONE_TO(848),
    sizes: '(min-width: 56rem) 848px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
  /** A featured card on /blog: full width up to 64rem (976 px at most), then half of the 80rem container. */
  featuredCard: {
    widths: PHONE_TO(976),
    sizes:
      '(min-width: 80rem) 600px, (min-width: 64rem) calc(50vw - 2.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
  /** Any other post card: full width on a phone (608 px at most), 16rem beside the text from 40rem. */
  card: {
    widths: PHONE_TO(608),
    sizes: '(min-width: 40rem) 256px, calc(100vw - 2rem)',
  },
  /** An image in an article's text: max-w-3xl (48rem), 768 px at most. */
  prose: {
    widths: PHONE_TO(768),
    sizes: '(min-width: 50rem) 768px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
} satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

/** The formats a photo is written in, best first; the browser takes the first it reads. */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
