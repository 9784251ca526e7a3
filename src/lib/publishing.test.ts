import { describe, expect, it } from 'vitest';
import { publicationState, publishSchedule } from './publishing';

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
  it('holds back an entry timed later today until its moment', () => {
    const timed = { draft: false, date: new Date('2026-11-22T16:30:00Z') };
    expect(publicationState(timed, now)).toBe('scheduled');
    expect(publicationState(timed, new Date('2026-11-22T16:29:59Z'))).toBe('scheduled');
    expect(publicationState(timed, new Date('2026-11-22T16:30:00Z'))).toBe('published');
  });
  it('never publishes a draft, whatever its date', () => {
    expect(publicationState({ draft: true, date: new Date('2020-01-01') }, now)).toBe('draft');
  });
});

describe('publishSchedule', () => {
  it('names the build’s moment and each later moment an entry goes live, once and earliest first', () => {
    const entries = [
      { draft: false, date: new Date('2026-12-01T00:00:00Z') },
      { draft: false, date: new Date('2026-11-22T16:30:00Z') },
      { draft: false, date: new Date('2026-12-01T00:00:00Z') },
      { draft: false, date: new Date('2026-11-22T15:00:00Z') },
      { draft: false, date: new Date('2026-01-10T00:00:00Z') },
      { draft: true, date: new Date('2026-11-25T09:00:00Z') },
    ];
    expect(publishSchedule(entries, now)).toEqual({
      built: '2026-11-22T15:00:00.000Z',
      upcoming: ['2026-11-22T16:30:00.000Z', '2026-12-01T00:00:00.000Z'],
    });
  });
  it('lists nothing when nothing is scheduled', () => {
    expect(publishSchedule([{ draft: false, date: new Date('2026-11-01') }], now)).toEqual({
      built: '2026-11-22T15:00:00.000Z',
      upcoming: [],
    });
  });
});
