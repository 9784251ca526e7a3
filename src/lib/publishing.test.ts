import { describe, expect, it } from 'vitest';
import { publicationState } from './publishing';

const now = new Date('2026-11-22T15:00:00Z');

describe('publicationState', () => {
  it('publishes an entry dated today or earlier', () => {
    expect(publicationState({ draft: false, date: new Date('2026-11-22') }, now)).toBe('published');
    expect(publicationState({ draft: false, date: new Date('2025-01-01') }, now)).toBe('published');
  });
  it('holds back an entry dated in the future until its day', () => {
    expect(publicationState({ draft: false, date: new Date('2026-11-23') }, now)).toBe('scheduled');
    expect(publicationState({ draft: false, date: new Date('2026-11-23') }, new Date('2026-11-23T00:00:01Z'))).toBe(
      'published',
    );
  });
  it('never publishes a draft, whatever its date', () => {
    expect(publicationState({ draft: true, date: new Date('2020-01-01') }, now)).toBe('draft');
  });
});
