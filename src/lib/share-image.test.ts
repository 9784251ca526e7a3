import { describe, expect, it } from 'vitest';
import {
  cardRoute,
  shareImageFiles,
  shareImagePath,
  shareImageText,
  shareImageUrl,
  titleFontSize,
} from './share-image';

describe('shareImagePath', () => {
  it('maps the home page to /og/index.png', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('')).toBe('/og/index.png');
    expect(shareImagePath('/index.html')).toBe('/og/index.png');
  });

  it('maps a route with or without its trailing slash to the same image', () => {
    expect(shareImagePath('/blog/webhook-best-practices')).toBe('/og/blog.webhook-best-practices.png');
    expect(shareImagePath('/blog/webhook-best-practices/')).toBe('/og/blog.webhook-best-practices.png');
    expect(shareImagePath('/changelog/')).toBe('/og/changelog.png');
  });

  it('maps built files to the route they serve', () => {
    expect(shareImagePath('/trust/index.html')).toBe('/og/trust.png');
    expect(shareImagePath('/404.html')).toBe('/og/404.png');
  });

  it('ignores query and fragment, and gives different routes different images', () => {
    expect(shareImagePath('/trust#disclosure')).toBe('/og/trust.png');
    expect(shareImagePath('/search?q=sms')).toBe('/og/search.png');
    const routes = ['/', '/blog', '/blog/category/guides', '/products/sms', '/products/sms/x'];
    expect(new Set(routes.map(shareImagePath)).size).toBe(routes.length);
  });

  it('puts every image in the one folder, a nested route’s segments joined by dots', () => {
    expect(shareImagePath('/es/blog/category/guides')).toBe('/og/es.blog.category.guides.png');
    expect(shareImagePath('/products/sms/x')).toBe('/og/products.sms.x.png');
  });

  it('refuses paths that would leave the image folder', () => {
    expect(() => shareImagePath('/../etc/passwd')).toThrow(/Not a route/);
  });
});

describe('shareImageUrl', () => {
  it('is absolute, on the configured site', () => {
    expect(shareImageUrl('/pricing/', 'https://www.relaymark.com')).toBe('https://www.relaymark.com/og/pricing.png');
    expect(shareImageUrl('/', new URL('https://staging.example.com/'))).toBe(
      'https://staging.example.com/og/index.png',
    );
  });
});

describe('shareImageText', () => {
  it('shows the title before " | " large and the rest small', () => {
    expect(shareImageText('Webhook best practices | Relaymark Blog', 'Relaymark')).toEqual({
      title: 'Webhook best practices',
      subtitle: 'Relaymark Blog',
    });
  });

  it('drops a bare site name and keeps titles without a separator whole', () => {
    expect(shareImageText('Page not found | Relaymark', 'Relaymark')).toEqual({
      title: 'Page not found',
      subtitle: '',
    });
    expect(shareImageText('Relaymark: SMS, Email and Voice APIs', 'Relaymark')).toEqual({
      title: 'Relaymark: SMS, Email and Voice APIs',
      subtitle: '',
    });
    expect(shareImageText('A | B | Relaymark', 'Relaymark').subtitle).toBe('B');
  });
});

describe('titleFontSize', () => {
  it('shrinks as titles grow', () => {
    const sizes = [10, 50, 90, 140].map((length) => titleFontSize('x'.repeat(length)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(4);
  });
});

describe('cardRoute', () => {
  it('gives a later page of a list its first page’s card, and every other page its own', () => {
    expect(cardRoute('/blog/2')).toBe('/blog');
    expect(cardRoute('/es/blog/category/guides/12')).toBe('/es/blog/category/guides');
    expect(cardRoute('/blog/sms-2fa')).toBe('/blog/sms-2fa');
    expect(cardRoute('/')).toBe('/');
    expect(shareImagePath('/de/changelog/3')).toBe('/og/de.changelog.png');
  });
});

describe('shareImageFiles', () => {
  it('names each page’s image file after its route', () => {
    const files = shareImageFiles([{ route: '/' }, { route: '/es/blog/category/guides' }]);
    expect([...files.keys()]).toEqual(['index', 'es.blog.category.guides']);
    expect(files.get('index')).toEqual({ route: '/' });
  });

  it('stops when two pages claim one image', () => {
    expect(() => shareImageFiles([{ route: '/blog' }, { route: '/blog/2' }])).toThrow(
      '/blog/2: the page /blog already uses the share image /og/blog.png',
    );
  });
});
