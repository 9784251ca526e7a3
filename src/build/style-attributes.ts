import { allowStyles, styleAttributeHashes } from './csp-hashes';
import type { PageStep } from './pipeline';

/**
 * Each page's CSP allows the style attributes that page was built with, by hash (Headless
 * UI server-renders its visually hidden helpers with one). Before the headers step, which
 * merges the pages' policies.
 */
export const styleAttributes: PageStep = {
  name: 'style attributes',
  start: () => ({
    page: ({ html }) => {
      const hashes = styleAttributeHashes(html);
      return hashes.length > 0 ? allowStyles(html, hashes) : undefined;
    },
  }),
};
