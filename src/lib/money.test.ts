import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

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
