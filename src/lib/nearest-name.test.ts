import { describe, expect, it } from 'vitest';
import { nearestName } from './nearest-name';

describe('nearestName', () => {
  it('finds the name a letter or two off, whatever the case', () => {
    expect(nearestName('drafts', ['title', 'draft', 'date'])).toBe('draft');
    expect(nearestName('Icon', ['icon', 'order'])).toBe('icon');
    expect(nearestName('sms-opt-in-best-practice.jpg', ['fax.svg', 'sms-opt-in-best-practices.jpg'])).toBe(
      'sms-opt-in-best-practices.jpg',
    );
  });

  it('guesses nothing when every name is further off, or there is none', () => {
    expect(nearestName('embargoUntil', ['title', 'draft', 'date'])).toBeUndefined();
    expect(nearestName('ab', ['xy'])).toBeUndefined();
    expect(nearestName('draft', [])).toBeUndefined();
  });
});
