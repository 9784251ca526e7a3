import { describe, expect, it } from 'vitest';
import { billingSaving, formatPrice, yearlySavingPercent } from './money';

describe('formatPrice', () => {
  it('drops the cents of a whole-dollar price', () => {
    expect(formatPrice(0, 'en-US')).toBe('$0');
    expect(formatPrice(49, 'en-US')).toBe('$49');
    expect(formatPrice(49, 'es')).toBe('49\u00a0US$');
    expect(formatPrice(49, 'de-DE')).toBe('49\u00a0$');
  });

  it('keeps a sub-cent digit', () => {
    expect(formatPrice(0.04, 'en-US')).toBe('$0.04');
    expect(formatPrice(0.003, 'en-US')).toBe('$0.003');
    expect(formatPrice(0.035, 'de-DE')).toBe('0,035\u00a0$');
    expect(formatPrice(0.04, 'es')).toBe('0,04\u00a0US$');
  });
});

describe('yearlySavingPercent', () => {
  it('gives the saving of the spec prices as 20%', () => {
    expect(yearlySavingPercent(49, 470)).toBe(20);
    expect(yearlySavingPercent(99, 950)).toBe(20);
  });

  it('is exact at whole percentages and never rounds a saving up', () => {
    expect(yearlySavingPercent(50, 480)).toBe(20);
    expect(yearlySavingPercent(49.99, 479.9)).toBe(20);
    expect(yearlySavingPercent(100, 961)).toBe(19);
    expect(yearlySavingPercent(120, 1)).toBe(99);
  });

  it('is 0 when yearly billing saves nothing', () => {
    expect(yearlySavingPercent(49, 588)).toBe(0);
    expect(yearlySavingPercent(49, 700)).toBe(0);
    expect(yearlySavingPercent(0, 0)).toBe(0);
  });

  it('follows a monthly price change, so the label cannot go stale', () => {
    expect(yearlySavingPercent(129, 950)).toBe(38);
  });
});

describe('billingSaving', () => {
  it('says "the same for every plan" only when it is', () => {
    expect(
      billingSaving([
        { monthly: 49, yearly: 470 },
        { monthly: 99, yearly: 950 },
      ]),
    ).toEqual({ percent: 20, uniform: true });
    expect(
      billingSaving([
        { monthly: 49, yearly: 470 },
        { monthly: 129, yearly: 950 },
      ]),
    ).toEqual({ percent: 38, uniform: false });
  });

  it('is null when no plan saves', () => {
    expect(billingSaving([{ monthly: 49, yearly: 588 }])).toBeNull();
    expect(billingSaving([])).toBeNull();
  });
});
