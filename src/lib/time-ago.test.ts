import { describe, expect, it, vi } from 'vitest';
import { formatTimeAgo } from './time-ago';

describe('formatTimeAgo', () => {
  it('counts back minutes and hours in the page’s language', () => {
    expect(formatTimeAgo({ minutesAgo: 2 }, 'en-US')).toBe('2 minutes ago');
    expect(formatTimeAgo({ hoursAgo: 1 }, 'en-US')).toBe('1 hour ago');
    expect(formatTimeAgo({ minutesAgo: 2 }, 'es')).toBe('Hace 2 minutos');
    expect(formatTimeAgo({ hoursAgo: 5 }, 'de-DE')).toBe('Vor 5 Stunden');
  });

  it('names yesterday and adds the time of day', () => {
    expect(formatTimeAgo({ daysAgo: 1, at: '16:12' }, 'en-US')).toBe('Yesterday, 4:12 PM');
    expect(formatTimeAgo({ daysAgo: 1, at: '09:30' }, 'es')).toBe('Ayer, 9:30');
    expect(formatTimeAgo({ daysAgo: 1, at: '09:30' }, 'de-DE')).toBe('Gestern, 09:30');
    expect(formatTimeAgo({ daysAgo: 3 }, 'en-US')).toBe('3 days ago');
  });

  it('does not depend on today’s date', () => {
    vi.useFakeTimers({ now: Date.UTC(2031, 0, 1, 3, 0) });
    try {
      expect(formatTimeAgo({ daysAgo: 1, at: '16:12' }, 'en-US')).toBe('Yesterday, 4:12 PM');
    } finally {
      vi.useRealTimers();
    }
  });
});
