import { describe, expect, it } from 'vitest';
import { previewBranch } from './preview-build';

describe('previewBranch', () => {
  it('is a production build when no branch is named, or the branch is production', () => {
    expect(previewBranch({})).toBeUndefined();
    expect(previewBranch({ CF_PAGES_BRANCH: 'main' })).toBeUndefined();
    expect(previewBranch({ CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' })).toBeUndefined();
    expect(previewBranch({ PREVIEW_BRANCH: '  ', CF_PAGES_BRANCH: 'main' })).toBeUndefined();
  });

  it("previews every other branch Cloudflare Pages builds, by the branch's name", () => {
    expect(previewBranch({ CF_PAGES_BRANCH: 'cms/blog/holiday-sending' })).toBe('cms/blog/holiday-sending');
    expect(previewBranch({ CF_PAGES_BRANCH: 'main', PRODUCTION_BRANCH: 'live' })).toBe('main');
  });

  it('takes the branch the editor publishes to as production when PRODUCTION_BRANCH is not set', () => {
    expect(previewBranch({ CF_PAGES_BRANCH: 'live', EDITOR_BRANCH: 'live' })).toBeUndefined();
    expect(previewBranch({ CF_PAGES_BRANCH: 'main', EDITOR_BRANCH: 'live' })).toBe('main');
    expect(previewBranch({ CF_PAGES_BRANCH: 'cms/blog/holiday-sending', EDITOR_BRANCH: 'live' })).toBe(
      'cms/blog/holiday-sending',
    );
    expect(
      previewBranch({ CF_PAGES_BRANCH: 'live', EDITOR_BRANCH: 'main', PRODUCTION_BRANCH: 'live' }),
    ).toBeUndefined();
    expect(previewBranch({ CF_PAGES_BRANCH: 'main', EDITOR_BRANCH: ' ' })).toBeUndefined();
  });

  it('previews the branch PREVIEW_BRANCH names, whatever the host says', () => {
    expect(previewBranch({ PREVIEW_BRANCH: 'spring-launch' })).toBe('spring-launch');
    expect(previewBranch({ PREVIEW_BRANCH: 'spring-launch', CF_PAGES_BRANCH: 'main' })).toBe('spring-launch');
  });
});
