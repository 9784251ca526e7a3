import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './built-site';
import { allowStyles, styleAttributeHashes } from './csp-hashes';
import type { BuildStep } from './pipeline';

/**
 * Each page's CSP allows the style attributes that page was built with, by hash (Headless
 * UI server-renders its visually hidden helpers with one). Before the headers step, which
 * merges the pages' policies.
 */
export const styleAttributes: BuildStep = {
  name: 'style attributes',
  run: ({ dist }) => {
    for (const file of htmlFiles(dist)) {
      const html = readFileSync(file, 'utf8');
      const hashes = styleAttributeHashes(html);
      if (hashes.length > 0) writeFileSync(file, allowStyles(html, hashes));
    }
  },
};
