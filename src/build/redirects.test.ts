import { describe, expect, it } from 'vitest';
import { redirectsFile } from './redirects';

describe('redirectsFile', () => {
  it('writes a 301 for the route with and without its trailing slash', () => {
    expect(redirectsFile({ '/developers': '/developers/api' })).toBe(
      '/developers /developers/api 301\n/developers/ /developers/api 301\n',
    );
  });
  it('keeps a status the setting names, and sorts the routes', () => {
    expect(redirectsFile({ '/b': '/y', '/a': { status: 302, destination: '/x' } })).toBe(
      '/a /x 302\n/a/ /x 302\n/b /y 301\n/b/ /y 301\n',
    );
  });
});
