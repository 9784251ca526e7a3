import { describe, expect, it } from 'vitest';
import { firstOnPage } from './first-on-page';

describe('firstOnPage', () => {
  it('is true the first time a key is asked about on a page, then false', () => {
    const page = {};
    expect(firstOnPage(page, 'icon-check')).toBe(true);
    expect(firstOnPage(page, 'icon-check')).toBe(false);
    expect(firstOnPage(page, 'icon-mail')).toBe(true);
  });

  it('counts each page on its own', () => {
    const [one, two] = [{}, {}];
    expect(firstOnPage(one, 'icon-check')).toBe(true);
    expect(firstOnPage(two, 'icon-check')).toBe(true);
  });
});
