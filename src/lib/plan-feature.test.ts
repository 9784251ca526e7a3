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

  it('writes a count or a percentage the way the page’s language writes numbers', () => {
    const credits = { text: '{count} SMS credit', plural: '{count} SMS credits', count: 1000 };
    expect(formatPlanFeature(credits, 'en-US')).toBe('1,000 SMS credits');
    expect(formatPlanFeature({ text: '{count} crédito', plural: '{count} créditos', count: 1000 }, 'es')).toBe(
      '1000 créditos',
    );
    expect(formatPlanFeature({ text: '{count} E-Mail', plural: '{count} E-Mails', count: 10000 }, 'de-DE')).toBe(
      '10.000 E-Mails',
    );
    expect(formatPlanFeature({ text: '{percent} uptime SLA', percent: 99.99 }, 'en-US')).toBe('99.99% uptime SLA');
    expect(formatPlanFeature({ text: 'SLA mit {percent} Verfügbarkeit', percent: 99.99 }, 'de-DE')).toBe(
      'SLA mit 99,99\u00a0% Verfügbarkeit',
    );
  });

  it('leaves plain wording as it is', () => {
    expect(formatPlanFeature({ text: 'Sub-accounts' }, 'en-US')).toBe('Sub-accounts');
  });
});
