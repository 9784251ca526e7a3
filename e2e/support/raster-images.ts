/**
 * The rule for every raster image a built page shows: it has `srcset`, `width` and `height`, and
 * a modern format, either as its own file (AVIF or WebP) or as a `<source>` of its `<picture>`.
 * An SVG (a file or inline as a data URI) is vector and exempt. Returns one line per broken image.
 */
const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?)(\?|#|$)/i;
const MODERN = /\.(avif|webp)(\?|#|$)/i;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

export function rasterImageProblems(html: string): string[] {
  const problems: string[] = [];
  const pictures = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/gi)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    modern: [...match[0].matchAll(/<source\b[^>]*>/gi)].some((source) =>
      /image\/(avif|webp)/i.test(attribute(source[0], 'type') ?? ''),
    ),
  }));
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    const src = attribute(tag, 'src') ?? '';
    if (src.startsWith('data:image/svg') || !RASTER.test(src)) continue;
    const missing = ['srcset', 'width', 'height'].filter((name) => !attribute(tag, name));
    const picture = pictures.find(({ start, end }) => match.index > start && match.index < end);
    if (!MODERN.test(src) && !picture?.modern) missing.push('an AVIF or WebP source');
    if (missing.length > 0) problems.push(`${src}: no ${missing.join(', ')}`);
  }
  return problems;
}
