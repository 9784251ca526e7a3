import { describe, expect, it } from 'vitest';
import { formatDate, isoDay } from './dates';

describe('dates', () => {
  it('shows the calendar day written in content, whatever the time zone', () => {
    expect(formatDate(new Date('2026-06-23'))).toBe('June 23, 2026');
    expect(isoDay(new Date('2026-06-23'))).toBe('2026-06-23');
  });
});
