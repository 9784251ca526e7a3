import { describe, expect, it } from 'vitest';
import { securityTxt, securityTxtExpires } from './security-txt';

describe('securityTxtExpires', () => {
  it('is a year after the build day, less a day, at midnight UTC', () => {
    expect(securityTxtExpires(new Date('2026-11-22T15:04:00Z')).toISOString()).toBe('2027-11-21T00:00:00.000Z');
  });

  it('is in the future and less than a year away', () => {
    const built = new Date('2026-03-01T23:59:59Z');
    const expires = securityTxtExpires(built);
    expect(expires.getTime()).toBeGreaterThan(built.getTime());
    expect(expires.getTime() - built.getTime()).toBeLessThan(365 * 86_400_000);
  });

  it('handles the end of February in a leap year', () => {
    expect(securityTxtExpires(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('securityTxt', () => {
  const text = securityTxt({
    contact: ['mailto:security@relaymark.com', 'https://www.relaymark.com/trust#disclosure'],
    preferredLanguages: ['en', 'de'],
    canonical: 'https://www.relaymark.com/.well-known/security.txt',
    policy: 'https://www.relaymark.com/trust#disclosure',
    expires: new Date('2027-11-21T00:00:00Z'),
  });

  it('writes one field per line in RFC 9116 form', () => {
    expect(text.split('\n')).toEqual([
      'Contact: mailto:security@relaymark.com',
      'Contact: https://www.relaymark.com/trust#disclosure',
      'Expires: 2027-11-21T00:00:00Z',
      'Preferred-Languages: en, de',
      'Canonical: https://www.relaymark.com/.well-known/security.txt',
      'Policy: https://www.relaymark.com/trust#disclosure',
      '',
    ]);
  });

  it('has exactly one Expires field', () => {
    expect(text.match(/^Expires:/gm)).toHaveLength(1);
  });
});
