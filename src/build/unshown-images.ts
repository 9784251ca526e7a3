import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../lib/project-files.ts';
import type { PageStep } from './pipeline';

/** An image Astro writes into _astro/: an original, or a copy it made for a page. */
const IMAGE = /\.(?:avif|gif|jpe?g|png|svg|tiff?|webp)$/i;
/** A file's name after /_astro/ in any text: an href, a src or srcset, a CSS url(), a feed, a script. */
const ASSET_NAME = /\/_astro\/([^"'()\s?#,\\]+)/g;
/** The built files besides the pages that can name an image. */
const TEXT = /\.(?:css|js|mjs|json|xml|txt|svg|webmanifest)$/;

/**
 * Astro writes the original of every image the content refers to into _astro/, and deletes it
 * again only once it has made a page's copy of it and no page names the original. A draft's or a
 * scheduled post's cover is on no page yet, so the marketer's photo (with its camera metadata)
 * would be published under a name that says which post it is for: this step deletes every image
 * in _astro/ that no built file names.
 */
export const unshownImages: PageStep = {
  name: 'images no page shows',
  start({ dist, logger }) {
    const named = new Set<string>();
    const collect = (text: string) => {
      for (const [, name] of text.matchAll(ASSET_NAME)) if (name) named.add(name);
    };
    return {
      page({ html }) {
        collect(html);
        return undefined;
      },
      done() {
        const assets = join(dist, '_astro');
        if (!existsSync(assets)) return;
        for (const file of filesUnder(dist, (name) => TEXT.test(name))) collect(readFileSync(file, 'utf8'));
        const unshown = readdirSync(assets).filter((name) => IMAGE.test(name) && !named.has(name));
        for (const name of unshown) rmSync(join(assets, name));
        if (unshown.length > 0) logger.info(`left out, as no page shows them: ${unshown.join(', ')}`);
      },
    };
  },
};
