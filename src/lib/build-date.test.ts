import { describe, expect, it } from 'vitest';
import { buildDate } from './build-date';

const NOW = new Date('2026-11-26T17:30:00Z');

describe('buildDate', () => {
  it('is the real time when BUILD_DATE is not set', () => {
    expect(buildDate(undefined, NOW)).toBe(NOW);
    expect(buildDate('', NOW)).toBe(NOW);
  });

  it('is midnight UTC of the day BUILD_DATE names', () => {
    expect(buildDate('2027-03-01', NOW).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(buildDate('2028-02-29', NOW).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('refuses anything but a real calendar day, naming the variable', () => {
    for (const value of ['2027-3-1', '01/03/2027', '2027-02-30', '2027-03-01T10:00:00Z', 'tomorrow']) {
      expect(() => buildDate(value, NOW), value).toThrow(/^BUILD_DATE must be a calendar day written YYYY-MM-DD/);
    }
  });
});
