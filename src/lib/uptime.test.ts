import { describe, expect, it } from 'vitest';
import { dayLevel, formatUptime, incidentsInWindow, lastDays, uptimeByChannel } from './uptime';

const END = new Date('2026-11-22T15:30:00Z');
const channels = [
  { id: 'sms', name: 'SMS' },
  { id: 'email', name: 'Email' },
  { id: 'api', name: 'API' },
];
const incident = (date: string, channel: string, minutes: number) => ({
  date: new Date(date),
  channel,
  minutes,
  summary: `${channel} ${date}`,
});

describe('lastDays', () => {
  it('lists the days ending with the build day, oldest first', () => {
    const days = lastDays(END, 90);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-11-22');
    expect(days[0]).toBe('2026-08-25');
    expect(new Set(days).size).toBe(90);
  });

  it('crosses month and year ends', () => {
    expect(lastDays(new Date('2027-01-01T00:00:00Z'), 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});

describe('uptimeByChannel', () => {
  const incidents = [
    incident('2026-11-20', 'sms', 30),
    incident('2026-11-20', 'sms', 45),
    incident('2026-10-01', 'email', 12),
    incident('2026-08-24', 'email', 500), // the day before the window
  ];
  // Made in each test, not when the file is read: a mutant (npm run test:mutation) is switched on for tests only.
  const resultOf = () => uptimeByChannel(channels, incidents, END, 90);

  it('gives every channel one entry per day', () => {
    expect(resultOf().map((channel) => channel.days.length)).toEqual([90, 90, 90]);
  });

  it('is 100% on days without incidents and adds up a day with several', () => {
    const sms = resultOf()[0]!;
    expect(sms.days.find((day) => day.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      downtime: 75,
      level: 'outage',
    });
    expect(sms.days.filter((day) => day.downtime > 0)).toHaveLength(1);
    expect(sms.incidents).toBe(2);
    expect(sms.uptime).toBeCloseTo(1 - 75 / (90 * 1440), 10);
  });

  it('ignores incidents outside the window and channels without incidents stay at 100%', () => {
    const [, email, api] = resultOf();
    expect(email!.downtime).toBe(12);
    expect(email!.incidents).toBe(1);
    expect(api).toMatchObject({ uptime: 1, incidents: 0, downtime: 0 });
  });

  it('caps a day at 24 hours of downtime', () => {
    const [sms] = uptimeByChannel(
      channels,
      [incident('2026-11-22', 'sms', 1000), incident('2026-11-22', 'sms', 1000)],
      END,
      2,
    );
    expect(sms!.days.at(-1)!.downtime).toBe(1440);
    expect(sms!.uptime).toBe(0.5);
  });
});

describe('incidentsInWindow', () => {
  it('keeps the window only, newest first, then in channel order', () => {
    const list = [
      incident('2026-11-01', 'api', 5),
      incident('2026-11-10', 'email', 5),
      incident('2026-11-01', 'sms', 5),
      incident('2025-11-01', 'sms', 5),
    ];
    const kept = incidentsInWindow(list, lastDays(END, 90), ['sms', 'email', 'api']);
    expect(kept.map((item) => item.summary)).toEqual(['email 2026-11-10', 'sms 2026-11-01', 'api 2026-11-01']);
  });
  it('at a fixed build day, keeps that day and the 89 before it: not the day before them, nor a later one', () => {
    const days = lastDays(new Date('2027-03-01T00:00:00Z'), 90);
    expect([days[0], days.at(-1)]).toEqual(['2026-12-02', '2027-03-01']);
    const list = [
      incident('2027-03-02', 'sms', 5),
      incident('2027-03-01', 'email', 5),
      incident('2026-12-02', 'api', 5),
      incident('2026-12-01', 'sms', 5),
    ];
    const kept = incidentsInWindow(list, days, ['sms', 'email', 'api']);
    expect(kept.map((item) => item.summary)).toEqual(['email 2027-03-01', 'api 2026-12-02']);
  });
});

describe('dayLevel and formatUptime', () => {
  it('grades a day by its downtime', () => {
    expect([0, 1, 59, 60, 1440].map(dayLevel)).toEqual(['operational', 'degraded', 'degraded', 'outage', 'outage']);
  });

  it('never rounds a little downtime up to 100%', () => {
    expect(formatUptime(1)).toBe('100%');
    expect(formatUptime(1 - 5 / 129_600)).toBe('99.996%');
    expect(formatUptime(1 - 1 / 129_600)).toBe('99.999%');
    expect(formatUptime(0.5)).toBe('50.000%');
  });
});
