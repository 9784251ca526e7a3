import { describe, expect, it } from 'vitest';
import { formatPlanFeature } from './plan-feature';

describe('formatPlanFeature', () => {
  it('fills a price in the page’s currency format', () => {
    expect(formatPlanFeature({ text: 'SMS from {price}', price: 0.04 }, 'en-US')).toBe('SMS from $0.04');
    expect(formatPlanFeature({ text: 'E-Mail ab {price}', price: 0.003 }, 'de-DE')).toBe('E-Mail ab 0,003\u00a0$');
  });

  it('picks the singular or the plural for a count', () => {
    const users = { text: '{count} user', plural: '{count} users' };
    expect(formatPlanFeature({ ...users, count: 1 }, 'en-US')).toBe('1 user');
    expect(formatPlanFeature({ ...users, count: 5 }, 'en-US')).toBe('5 users');
    expect(formatPlanFeature({ ...users, count: 1000 }, 'en-US')).toBe('1,000 users');
  });

  it('leaves plain wording as it is', () => {
    expect(formatPlanFeature({ text: 'Sub-accounts' }, 'en-US')).toBe('Sub-accounts');
  });
});
