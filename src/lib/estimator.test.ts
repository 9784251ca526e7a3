import { describe, expect, it } from 'vitest';
import { estimate, formatUnitPrice, formatMicros, MAX_MONTHLY_VOLUME, parseVolume, toMicros } from './estimator';

describe('parseVolume', () => {
  it('accepts whole numbers, with or without thousands separators', () => {
    expect(parseVolume('2500')).toEqual({ ok: true, value: 2500 });
    expect(parseVolume(' 10,000 ')).toEqual({ ok: true, value: 10000 });
    expect(parseVolume('1 000 000')).toEqual({ ok: true, value: 1000000 });
    expect(parseVolume('0')).toEqual({ ok: true, value: 0 });
    expect(parseVolume('007')).toEqual({ ok: true, value: 7 });
    expect(parseVolume('+12')).toEqual({ ok: true, value: 12 });
    expect(parseVolume('10.0')).toEqual({ ok: true, value: 10 });
    expect(parseVolume(String(MAX_MONTHLY_VOLUME))).toEqual({ ok: true, value: MAX_MONTHLY_VOLUME });
  });

  it('names every kind of bad input', () => {
    expect(parseVolume('')).toEqual({ ok: false, error: 'empty' });
    expect(parseVolume('   ')).toEqual({ ok: false, error: 'empty' });
    expect(parseVolume('-5')).toEqual({ ok: false, error: 'negative' });
    expect(parseVolume('-0.5')).toEqual({ ok: false, error: 'negative' });
    expect(parseVolume('12.5')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('.5')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('2,5')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('12abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('1e5')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('Infinity')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('NaN')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('.')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('-')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume(String(MAX_MONTHLY_VOLUME + 1))).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseVolume('9'.repeat(400))).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('estimate', () => {
  it('multiplies volume by price for each channel and adds them up exactly', () => {
    const result = estimate([
      { id: 'sms', price: 0.01, volume: 10000 },
      { id: 'email', price: 0.005, volume: 3 },
      { id: 'fax', price: 0.1, volume: 3 },
    ]);
    expect(result.lines).toEqual([
      { id: 'sms', micros: 100_000_000 },
      { id: 'email', micros: 15_000 },
      { id: 'fax', micros: 300_000 },
    ]);
    expect(result.totalMicros).toBe(100_315_000);
    expect(formatMicros(result.totalMicros)).toBe('$100.32');
  });

  it('stays finite at the largest allowed volume on every channel', () => {
    const prices = [0.01, 0.005, 0.03, 0.05, 0.1, 0.5];
    const result = estimate(prices.map((price, i) => ({ id: String(i), price, volume: MAX_MONTHLY_VOLUME })));
    expect(Number.isSafeInteger(result.totalMicros)).toBe(true);
    expect(formatMicros(result.totalMicros)).toBe('$69,500,000.00');
  });

  it('refuses volumes that did not come through parseVolume', () => {
    expect(() => estimate([{ id: 'sms', price: 0.01, volume: Number.NaN }])).toThrow(RangeError);
    expect(() => estimate([{ id: 'sms', price: 0.01, volume: -1 }])).toThrow(RangeError);
    expect(() => estimate([{ id: 'sms', price: 0.01, volume: 1.5 }])).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('rounds to the nearest cent, half a cent up', () => {
    expect(formatMicros(0)).toBe('$0.00');
    expect(formatMicros(5_000)).toBe('$0.01');
    expect(formatMicros(4_999)).toBe('$0.00');
  });
  it('shows unit prices as published', () => {
    expect(formatUnitPrice(0.01)).toBe('$0.01');
    expect(formatUnitPrice(0.005)).toBe('$0.005');
    expect(formatUnitPrice(0.1)).toBe('$0.10');
    expect(formatUnitPrice(0.5)).toBe('$0.50');
  });
});

describe('parseVolume in a language that writes a decimal comma', () => {
  it('reads a point as the thousands separator and a comma as the decimal one', () => {
    expect(parseVolume('10.000', 'es')).toEqual({ ok: true, value: 10000 });
    expect(parseVolume('1.000.000', 'de-DE')).toEqual({ ok: true, value: 1000000 });
    expect(parseVolume('2,5', 'de-DE')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('-2,5', 'es')).toEqual({ ok: false, error: 'negative' });
    expect(parseVolume('10,0', 'de-DE')).toEqual({ ok: true, value: 10 });
    // A point not followed by three digits separates no thousands: "1.5" is one and a half.
    expect(parseVolume('1.5', 'de-DE')).toEqual({ ok: false, error: 'decimal' });
  });

  it('leaves English as typed', () => {
    expect(parseVolume('10.000', 'en-US')).toEqual({ ok: true, value: 10 });
    expect(parseVolume('10,000', 'en-US')).toEqual({ ok: true, value: 10000 });
  });
});

describe('parseVolume at the edges', () => {
  it('reads a comma followed by one or two digits as a decimal, and says when it is negative', () => {
    expect(parseVolume('12,5')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('12,50')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('+2,5')).toEqual({ ok: false, error: 'decimal' });
    expect(parseVolume('-2,5')).toEqual({ ok: false, error: 'negative' });
    expect(parseVolume('x2,5')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('2,5x')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseVolume('2,5000')).toEqual({ ok: false, error: 'notNumber' });
  });

  it('reads any zero, signed or not, as zero', () => {
    for (const zero of ['-0', '-00', '-0.00', '+0', '000'])
      expect(parseVolume(zero), zero).toEqual({ ok: true, value: 0 });
  });

  it('does not count leading zeros toward the largest volume', () => {
    expect(parseVolume('0000000000042')).toEqual({ ok: true, value: 42 });
    expect(parseVolume('000100000000')).toEqual({ ok: true, value: 100_000_000 });
  });
});

describe('toMicros and estimate refuse what no price list or form gives', () => {
  it('refuse a negative or endless price, naming it, and take a free one', () => {
    expect(toMicros(0)).toBe(0);
    expect(toMicros(0.0125)).toBe(12_500);
    expect(() => toMicros(-0.01)).toThrow('Invalid price: -0.01');
    expect(() => toMicros(Number.POSITIVE_INFINITY)).toThrow('Invalid price: Infinity');
    expect(() => estimate([{ id: 'fax', price: -1, volume: 1 }])).toThrow(RangeError);
  });

  it('take a volume of 0 and of 100,000,000, refuse 100,000,001, naming the channel', () => {
    expect(estimate([{ id: 'sms', price: 0.01, volume: 0 }]).lines).toEqual([{ id: 'sms', micros: 0 }]);
    expect(estimate([{ id: 'sms', price: 0.01, volume: 100_000_000 }]).totalMicros).toBe(1_000_000_000_000);
    expect(() => estimate([{ id: 'sms', price: 0.01, volume: 100_000_001 }])).toThrow(
      'Invalid volume for sms: 100000001',
    );
  });
});
