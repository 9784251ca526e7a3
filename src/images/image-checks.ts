/** The formats Astro's image pipeline reads (astro/assets VALID_INPUT_FORMATS, less those a page cannot use well). */
const READABLE_IMAGE_FORMATS = ['jpeg', 'jpg', 'png', 'webp', 'avif', 'gif', 'tiff', 'svg'] as const;

/**
 * What the build learnt of an image file: when it is missing, the file beside it its name most likely
 * misspells; its format and width when read.
 */
export type ImageFile = { found: false; nearest?: string } | { found: true; format?: string; width?: number };

const WHAT_TO_DO = 'Save it as JPEG or PNG (a photo) or SVG (an illustration) and write the new name here';

/**
 * What is wrong with an image a content file names, or nothing: `where` says where it is named
 * (`image.src`, `line 12`), `path` is the path as written, `shown` the file it points to.
 */
export function imageProblem(
  file: ImageFile,
  place: { where: string; path: string; shown: string; minWidth?: number },
): string | undefined {
  const { where, path, shown } = place;
  if (!file.found) {
    const meant = file.nearest === undefined ? '' : `: is it "${path.replace(/[^/]*$/, file.nearest)}"?`;
    return `${where}: no image file ${shown}. Put the image in the images folder beside this file and write ./images/its-name.jpg, or fix the name "${path}"${meant}`;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  const format = file.format ?? extension;
  if (!(READABLE_IMAGE_FORMATS as readonly string[]).includes(format) || file.width === undefined)
    return `${where}: ${shown} is ${format ? `a ${format.toUpperCase()} file` : 'not an image file'}, which the build cannot read. ${WHAT_TO_DO}`;
  const minWidth = place.minWidth ?? 0;
  if (format !== 'svg' && file.width < minWidth)
    return `${where}: ${shown} is ${file.width} pixels wide; a cover photo needs at least ${minWidth}, or it looks blurred on large screens and in link previews. Use a larger photo (a camera's or phone's original is fine: the build makes it small)`;
  return undefined;
}

/** A Markdown image in a body: its alt text, its path, and the line it is on. */
interface BodyImage {
  alt: string;
  path: string;
  line: number;
}

/** The images a Markdown body shows from files beside it (`![alt](./images/x.jpg)`); web addresses and code are left alone. */
export function bodyImages(markdown: string): BodyImage[] {
  const images: BodyImage[] = [];
  let inCode = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) inCode = !inCode;
    if (inCode) return;
    for (const match of text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const path = match[2] ?? '';
      if (/^[a-z]+:|^\/\//i.test(path)) continue;
      images.push({ alt: (match[1] ?? '').trim(), path, line: index + 1 });
    }
  });
  return images;
}

/** The message for a body image without alt text, showing how to write it. */
export const missingAlt = (image: BodyImage): string =>
  `line ${image.line}: the image ${image.path} has no alt text. Write what it shows between the brackets, e.g. ![A phone showing a delivery receipt](${image.path}): screen readers read it out in its place`;
