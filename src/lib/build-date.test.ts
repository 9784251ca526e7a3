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

  it('is the moment BUILD_DATE names with its zone', () => {
    expect(buildDate('2027-01-15T08:59+01:00', NOW).toISOString()).toBe('2027-01-15T07:59:00.000Z');
    expect(buildDate('2027-01-15T09:00:30+01:00', NOW).toISOString()).toBe('2027-01-15T08:00:30.000Z');
    expect(buildDate('2027-01-15T08:00Z', NOW).toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(buildDate('2027-01-14T23:30-05:00', NOW).toISOString()).toBe('2027-01-15T04:30:00.000Z');
  });

  it('refuses anything but a real day, or a real day and time with its zone, naming the variable and both forms', () => {
    for (const value of [
      '2027-3-1',
      '01/03/2027',
      '2027-02-30',
      'tomorrow',
      '2027-03-01T10:00',
      '2027-03-01T24:00Z',
      '2027-03-01T10:60+01:00',
      '2027-03-01 10:00+01:00',
      '2027-03-01T10:00+1',
    ]) {
      expect(() => buildDate(value, NOW), value).toThrow(
        /^BUILD_DATE must be a calendar day written YYYY-MM-DD .*, or a day and time with its zone written YYYY-MM-DDTHH:MM\+01:00/,
      );
    }
  });
});
