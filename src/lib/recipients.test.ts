import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';
import { parseRecipients } from './recipients';

describe('parseRecipients', () => {
  it('splits on commas, semicolons and new lines and drops blanks', () => {
    expect(parseRecipients('+15550100, +15550101\n+15550102;;\n  ')).toEqual(['+15550100', '+15550101', '+15550102']);
  });
  it('finds nobody in whitespace', () => {
    expect(parseRecipients('  \n , ')).toEqual([]);
  });
});

describe('formatUsd', () => {
  it('shows cents, and a third decimal only when needed', () => {
    expect(formatUsd(0.01)).toBe('$0.01');
    expect(formatUsd(0.005)).toBe('$0.005');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
