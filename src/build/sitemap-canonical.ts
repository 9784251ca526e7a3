import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SitemapItem } from '@astrojs/sitemap';
import { Parser } from 'htmlparser2';

/** The built file of a page URL, as Astro writes pages (build.format: 'file'): /es/pricing -> es/pricing.html. */
function pageFile(outDir: string, url: string): string {
  const path = new URL(url).pathname.replace(/\/$/, '');
  return join(outDir, path === '' ? 'index.html' : `${path}.html`);
}

/**
 * A built page's canonical URL, or undefined when it has none (a page kept out of search). Read
 * from its <head> only, where the layout writes it: the rest of the page is not parsed.
 */
function canonicalOf(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  let canonical: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'link' && attributes.rel === 'canonical') canonical = attributes.href;
    },
    onclosetag(name) {
      if (name === 'head') parser.pause();
    },
  });
  parser.write(readFileSync(file, 'utf8'));
  return canonical;
}

/**
 * The sitemap's `serialize`: a page whose canonical URL is another page (a page not translated yet,
 * shown in English at its translated URL) is left out of the sitemap and out of every other page's
 * language links; the English page it points to stands for it.
 */
export function canonicalPagesOnly(outDir: string): (item: SitemapItem) => SitemapItem | undefined {
  const canonical = new Map<string, boolean>();
  const isCanonical = (url: string) => {
    if (!canonical.has(url)) {
      const own = canonicalOf(pageFile(outDir, url));
      canonical.set(url, own === undefined || own === url);
    }
    return canonical.get(url);
  };
  return (item) => {
    if (!isCanonical(item.url)) return undefined;
    const links = item.links?.filter((link) => isCanonical(link.url));
    return { ...item, links: links && links.length > 1 ? links : undefined };
  };
}
