/** What a build is told about the branch it builds (Cloudflare Pages sets CF_PAGES_BRANCH on every build). */
export interface BranchEnvironment {
  /** Set by hand (or by another host) to build a preview of the named branch. */
  PREVIEW_BRANCH?: string;
  CF_PAGES_BRANCH?: string;
  /** The branch the live site is built from; unless set, the editor's branch, then `main`. */
  PRODUCTION_BRANCH?: string;
  /** The branch the editor publishes to (src/editor/editor-config.ts): the live site's, when PRODUCTION_BRANCH is not set. */
  EDITOR_BRANCH?: string;
}

/**
 * The branch a preview build shows, or undefined for a production build. A preview build is made for
 * every branch but production: it shows drafts and scheduled entries, names the branch in a banner
 * and keeps search engines out. `PREVIEW_BRANCH` asks for one by hand, whatever the host says.
 */
export function previewBranch(env: BranchEnvironment): string | undefined {
  const explicit = env.PREVIEW_BRANCH?.trim();
  if (explicit) return explicit;
  const branch = env.CF_PAGES_BRANCH?.trim();
  // A live branch other than main named for the editor alone is still the live branch, not a preview.
  const production = env.PRODUCTION_BRANCH?.trim() || env.EDITOR_BRANCH?.trim() || 'main';
  return branch && branch !== production ? branch : undefined;
}

/** This build's preview branch: read once, so every page of one build agrees. */
export const PREVIEW_BRANCH = previewBranch(process.env);
