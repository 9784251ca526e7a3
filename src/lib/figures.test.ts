import { describe, expect, it } from 'vitest';
import { formatFigure, formatNumber, formatPercent } from './figures';

describe('figures', () => {
  it('groups digits as each language does', () => {
    expect(formatNumber(12543, 'en-US')).toBe('12,543');
    expect(formatNumber(12543, 'de-DE')).toBe('12.543');
    // Spanish groups only from five digits on.
    expect(formatNumber(3287, 'es')).toBe('3287');
    expect(formatNumber(12543, 'es')).toBe('12.543');
  });

  it('reads a percentage written as a number of percent', () => {
    expect(formatPercent(99.99, 'en-US')).toBe('99.99%');
    expect(formatPercent(98.2, 'en-US')).toBe('98.2%');
    expect(formatPercent(98.2, 'de-DE')).toBe('98,2\u00a0%');
    expect(formatPercent(42.7, 'es')).toBe('42,7\u00a0%');
  });

  it('shows the sign of a change', () => {
    expect(formatPercent(12.5, 'en-US', { signed: true })).toBe('+12.5%');
    expect(formatPercent(-2.4, 'en-US', { signed: true })).toBe('-2.4%');
    expect(formatPercent(0, 'en-US', { signed: true })).toBe('0%');
    expect(formatPercent(8.2, 'es', { signed: true })).toBe('+8,2\u00a0%');
  });

  it('formats by unit', () => {
    expect(formatFigure(1250, 'usd', 'en-US')).toBe('$1,250.00');
    expect(formatFigure(1250, 'usd', 'es')).toBe('1250,00\u00a0US$');
    expect(formatFigure(1250, 'usd', 'de-DE')).toBe('1.250,00\u00a0$');
    expect(formatFigure(10000, 'number', 'en-US')).toBe('10,000');
    expect(formatFigure(99.99, 'percent', 'de-DE')).toBe('99,99\u00a0%');
  });
});
