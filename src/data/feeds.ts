import { PREVIEW_BRANCH } from '../lib/preview-build';
import { urls } from '../links/links';

/** A feed's URL, or undefined in a preview build, which has no feeds (src/integrations/feeds.ts). */
export const feedUrl = (kind: 'blog' | 'changelog'): string | undefined =>
  PREVIEW_BRANCH === undefined ? urls[`${kind}Feed`] : undefined;
