import { describe, expect, it } from 'vitest';
import { ICON_CATALOGUE_URL, iconBody, isIconName } from './icons';

describe('icons', () => {
  it('knows Lucide names and their aliases', () => {
    expect(isIconName('mail')).toBe(true);
    expect(isIconName('message-square-text')).toBe(true);
    expect(isIconName('envelope-of-doom')).toBe(false);
  });

  it('returns the drawing of a known icon and names the catalogue for an unknown one', () => {
    expect(iconBody('mail')).toMatch(/^<(path|g|rect)/);
    expect(() => iconBody('sms')).toThrow(ICON_CATALOGUE_URL);
  });
});
