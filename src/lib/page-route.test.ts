import { describe, expect, it } from 'vitest';
import { pageRoute } from './page-route';

describe('pageRoute', () => {
  it.each([
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/about', '/about'],
    ['/index.html', '/'],
    ['/', '/'],
    ['', '/'],
    ['/blog/category/engineering.html', '/blog/category/engineering'],
    ['/developers/api/sms.html#send', '/developers/api/sms'],
    ['/blog/index.html', '/blog'],
  ])('%s -> %s', (input, route) => {
    expect(pageRoute(input)).toBe(route);
  });
});
