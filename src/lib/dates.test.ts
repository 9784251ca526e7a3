import { describe, expect, it } from 'vitest';
import {
  dateTimeGlue,
  formatDate,
  formatDateTime,
  formatMoment,
  formatMonthDay,
  formatShortDate,
  formatTime,
  isoDay,
} from './dates';

describe('dates', () => {
  it('shows the calendar day written in content, whatever the time zone', () => {
    expect(formatDate(new Date('2026-06-23'))).toBe('June 23, 2026');
    expect(isoDay(new Date('2026-06-23'))).toBe('2026-06-23');
  });

  it('abbreviates the month as each language does', () => {
    const day = new Date('2026-11-14');
    expect(formatShortDate(day, 'en-US')).toBe('Nov 14, 2026');
    expect(formatShortDate(day, 'es')).toBe('14 nov 2026');
    expect(formatShortDate(day, 'de-DE')).toBe('14. Nov. 2026');
    expect(formatMonthDay(day, 'en-US')).toBe('Nov 14');
    expect(formatMonthDay(day, 'es')).toBe('14 nov');
    expect(formatMonthDay(day, 'de-DE')).toBe('14. Nov.');
  });

  it('keeps each style apart in one language, however often and in whichever order it is asked', () => {
    const day = new Date('2026-11-14');
    expect([formatMonthDay(day, 'fr'), formatDate(day, 'fr'), formatShortDate(day, 'fr')]).toEqual([
      '14 nov.',
      '14 novembre 2026',
      '14 nov. 2026',
    ]);
    expect(formatDate(new Date('2026-01-02'), 'fr')).toBe('2 janvier 2026');
  });

  it('writes a time of day in the language’s clock', () => {
    const afternoon = new Date('2026-11-21T16:12Z');
    expect(formatTime(afternoon, 'en-US')).toBe('4:12 PM');
    expect(formatTime(afternoon, 'es')).toBe('16:12');
    expect(formatTime(new Date('2026-11-21T09:00Z'), 'de-DE')).toBe('09:00');
  });

  it('joins a day and a time with the language’s own separator', () => {
    const next = new Date('2026-12-01T09:00Z');
    expect(dateTimeGlue('en-US')).toBe(', ');
    expect(formatDateTime(next, 'en-US')).toBe('Dec 1, 2026, 9:00 AM');
    expect(formatDateTime(next, 'es')).toBe('1 dic 2026, 9:00');
    expect(formatDateTime(next, 'de-DE')).toBe('1. Dez. 2026, 09:00');
  });

  it('names a moment with its day, time and zone, UTC, in each language', () => {
    const moment = new Date('2027-01-15T08:00Z');
    expect(formatMoment(moment, 'en-US')).toBe('January 15, 2027 at 8:00 AM UTC');
    expect(formatMoment(moment, 'es')).toBe('15 de enero de 2027 a las 8:00 UTC');
    expect(formatMoment(moment, 'de-DE')).toBe('15. Januar 2027 um 08:00 UTC');
  });
});
