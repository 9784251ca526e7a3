import { describe, expect, it } from 'vitest';
import { routeOf } from './built-site';
import { redirectsFile, refreshTarget } from './redirects';

describe('refreshTarget', () => {
  it('reads an immediate meta refresh', () => {
    expect(refreshTarget('<head><meta http-equiv="refresh" content="0; url=/developers/api"></head>')).toBe(
      '/developers/api',
    );
  });
  it('ignores pages without one, and delayed refreshes', () => {
    expect(refreshTarget('<meta charset="utf-8">')).toBeNull();
    expect(refreshTarget('<meta http-equiv="refresh" content="30; url=/x">')).toBeNull();
  });
});

describe('redirectsFile', () => {
  it('writes a 301 for the route with and without its trailing slash', () => {
    expect(redirectsFile([{ from: '/developers', to: '/developers/api' }])).toBe(
      '/developers /developers/api 301\n/developers/ /developers/api 301\n',
    );
  });
  it('names routes as the site does', () => {
    expect(routeOf('/d/developers/index.html', '/d')).toBe('/developers');
    expect(routeOf('/d/index.html', '/d')).toBe('/');
  });
});
