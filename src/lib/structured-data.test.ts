import { describe, expect, it } from 'vitest';
import { blogPosting, breadcrumbs, organization, priceRange, product, serializeJsonLd } from './structured-data';

const SITE = 'https://www.relaymark.com';

describe('structured data', () => {
  it('describes the organization', () => {
    expect(organization(SITE, 'Relaymark', 'APIs', { home: '/es', contact: '/es/contact' })).toMatchObject({
      '@type': 'Organization',
      url: 'https://www.relaymark.com/es',
      contactPoint: { url: 'https://www.relaymark.com/es/contact' },
    });
  });
  it('gives a product an offer from its lowest price', () => {
    expect(
      product(SITE, '/products/whatsapp', {
        name: 'WhatsApp',
        description: 'Chats',
        brand: 'Relaymark',
        lowPrice: 0.005,
        pricingPath: '/de/pricing',
      }),
    ).toMatchObject({
      '@type': 'Product',
      brand: { name: 'Relaymark' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '0.005',
        priceCurrency: 'USD',
        url: 'https://www.relaymark.com/de/pricing',
      },
    });
  });
  it('gives a product without a rate no offer', () => {
    expect(
      product(SITE, '/products/x', { name: 'X', description: 'Y', brand: 'Relaymark', pricingPath: '/pricing' }),
    ).not.toHaveProperty('offers');
  });
  it('dates a blog post', () => {
    const post = blogPosting(SITE, '/blog/a', {
      title: 'A',
      excerpt: 'B',
      date: new Date('2026-01-02'),
      author: 'Ada',
      image: '/i.svg',
      publisher: 'Relaymark',
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2026-01-02T00:00:00.000Z',
      image: 'https://www.relaymark.com/i.svg',
      publisher: { name: 'Relaymark' },
    });
  });
  it('builds a breadcrumb trail for nested routes only, skipping non-pages', () => {
    expect(breadcrumbs(SITE, '/pricing', 'Pricing')).toBeNull();
    const trail = breadcrumbs(SITE, '/blog/category/guides', 'Guides') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', 'Guides']);
    expect(trail.itemListElement.at(-1)?.item).toBe('https://www.relaymark.com/blog/category/guides');
  });
  it('keeps a translated page’s trail in its language: its home, then the page', () => {
    expect(breadcrumbs(SITE, '/de/pricing', 'Preise', 'Startseite', 'de')).toBeNull();
    const trail = breadcrumbs(SITE, '/de/blog/category/guides', 'Leitfäden', 'Startseite', 'de') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Startseite', 'https://www.relaymark.com/de'],
      ['Leitfäden', 'https://www.relaymark.com/de/blog/category/guides'],
    ]);
  });
  it('leaves out the developers forwarder and the integrations folder, which are not pages', () => {
    const trail = breadcrumbs(SITE, '/developers/integrations/zapier', 'Zapier') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((item) => item.item)).toEqual([
      'https://www.relaymark.com/',
      'https://www.relaymark.com/developers/integrations/zapier',
    ]);
  });
  it('cannot break out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('priceRange', () => {
  it('spans the lowest to the highest price, keeping sub-cent decimals', () => {
    expect(priceRange(SITE, '/pricing/sms', 'SMS', 'Rates', [0.0455, 0.01, 0.0075])).toMatchObject({
      offers: { lowPrice: '0.0075', highPrice: '0.0455', offerCount: 3, url: `${SITE}/pricing/sms` },
    });
  });
});
