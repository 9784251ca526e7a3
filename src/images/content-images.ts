import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { nearestName } from '../lib/nearest-name';
import type { FieldShape } from '../schemas/field-shape';
import { bodyImages, imageProblem, missingAlt, type ImageFile } from './image-checks';
import { COVER_MIN_WIDTH } from './image-layouts';

async function read(path: string): Promise<ImageFile> {
  if (!existsSync(path)) {
    const folder = dirname(path);
    return { found: false, nearest: existsSync(folder) ? nearestName(basename(path), readdirSync(folder)) : undefined };
  }
  try {
    const { format, width } = await sharp(path).metadata();
    return { found: true, format, width };
  } catch {
    return { found: true };
  }
}

/** Every image a content file names in a field its schema reads with image(), with the field path it sits at. */
function imagesIn(shape: FieldShape, value: unknown, at: string[] = []): { where: string; path: string }[] {
  if (shape.kind === 'image') return typeof value === 'string' ? [{ where: at.join('.'), path: value }] : [];
  if (shape.kind === 'array' && Array.isArray(value))
    return value.flatMap((item, index) => imagesIn(shape.items, item, [...at, String(index)]));
  if (shape.kind === 'object' && value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => {
      const inner = shape.properties[key];
      return inner ? imagesIn(inner, item, [...at, key]) : [];
    });
  return [];
}

/**
 * The images an entry shows, checked before Astro's pipeline meets them, so a mistake stops the
 * build (and shows in `astro dev`'s overlay) with the content file, the field or line, and what to
 * do: an image field's file exists, is a format the pipeline reads and, for a photo, is wide
 * enough; a body image's file likewise, and it has alt text.
 */
export async function checkContentImages(
  filePath: string,
  shape: FieldShape,
  data: unknown,
  text: string,
): Promise<void> {
  const file = relative(process.cwd(), filePath);
  const folder = dirname(filePath);
  const shown = (path: string) => relative(process.cwd(), join(folder, path));
  const problems: string[] = [];
  for (const { where, path } of imagesIn(shape, data)) {
    if (/^[a-z]+:\/\//i.test(path) || path.startsWith('/')) continue;
    const problem = imageProblem(await read(join(folder, path)), {
      where,
      path,
      shown: shown(path),
      minWidth: COVER_MIN_WIDTH,
    });
    if (problem) problems.push(problem);
  }
  if (filePath.endsWith('.md')) {
    for (const image of bodyImages(text)) {
      if (!image.alt) problems.push(missingAlt(image));
      const path = decodeURI(image.path);
      const problem = imageProblem(await read(join(folder, path)), {
        where: `line ${image.line}`,
        path,
        shown: shown(path),
      });
      if (problem) problems.push(problem);
    }
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('\n  ')}`);
}
