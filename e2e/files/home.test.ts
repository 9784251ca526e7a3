import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS, SOLUTION_IDS } from '../support/content-files';
import { all, builtDocument, headingTexts, linksNamed, one, sectionOf, textOf } from './built-document';

// What the home page says, read from its HTML, as it is with JavaScript off. Its header's
// dropdown is opened in a browser (e2e/home.spec.ts).

describe('the home page', () => {
  const document = builtDocument('/');
  const main = one(document, 'main');
  const section = (heading: string) => sectionOf(document, heading);
  /** The list items of a section that hold a heading with this text. */
  const card = (heading: string, name: string) =>
    all(section(heading), 'li').find((item) => headingTexts(item, 3).some((text) => text === name));

  test('shows every section of the spec in order', () => {
    expect(textOf(one(document, 'title'))).toMatch(/Relaymark/);
    expect(headingTexts(document, 1)).toEqual(['Powerful Communication APIs for Your Business']);
    expect(textOf(main)).toContain('Trusted by thousands of businesses worldwide');
    const hero = section('hero-heading');
    expect(textOf(hero)).toMatch(/SMS, Email, Voice, Fax, Post and MMS/);
    expect(linksNamed(hero, 'Create Free Account').map((link) => link.attribs.href)).toEqual(['/register']);
    expect(linksNamed(hero, 'View Documentation').map((link) => link.attribs.href)).toEqual(['/developers/api']);
    expect(all(document, 'main section[aria-labelledby]').map((s) => s.attribs['aria-labelledby'])).toEqual([
      'hero-heading',
      'products-heading',
      'developers-heading',
      'automation-heading',
      'solutions-heading',
      'code-heading',
      'pricing-heading',
      'testimonials-heading',
      'cta-heading',
    ]);
    expect(headingTexts(main, 2)).toHaveLength(8);
  });

  test('links every product and solution to its page', () => {
    for (const id of PRODUCT_IDS)
      expect(all(section('products-heading'), `a[href="/products/${id}"]`), id).toHaveLength(1);
    for (const id of SOLUTION_IDS)
      expect(all(section('solutions-heading'), `a[href="/solutions/${id}"]`), id).toHaveLength(1);
  });

  test('the automation block names its four capabilities', () => {
    const names = headingTexts(section('automation-heading'), 3);
    for (const name of [
      /send-time optimi[sz]ation/i,
      /content scoring/i,
      /pre-built workflows/i,
      /behaviou?r triggers/i,
    ])
      expect(
        names.some((text) => name.test(text)),
        String(name),
      ).toBe(true);
  });

  test('shows an API code sample', () => {
    expect(textOf(one(section('code-heading'), '[data-code-panel="curl"] code'))).toContain('Authorization: Bearer');
  });

  test('the pricing teaser shows the home prices with Business as Most Popular', () => {
    const starter = textOf(card('pricing-heading', 'Starter'));
    for (const text of ['$0', '/month', 'SMS from $0.04', 'Email from $0.003', '1 user'])
      expect(starter).toContain(text);
    const business = textOf(card('pricing-heading', 'Business'));
    for (const text of ['Most Popular', '$49', 'SMS from $0.035', 'Email from $0.002', '5 users'])
      expect(business).toContain(text);
    expect(business).toMatch(/sub-accounts/i);
    expect(textOf(card('pricing-heading', 'Enterprise'))).toContain('Custom');
    const toPricing = all(section('pricing-heading'), 'a').filter((link) => /pricing/i.test(textOf(link)));
    expect(toPricing.map((link) => link.attribs.href)).toEqual(['/pricing']);
  });

  test('shows three customer testimonials, in the order content/site/testimonials.yaml lists them', () => {
    const quotes = all(section('testimonials-heading'), 'figure');
    expect(quotes).toHaveLength(3);
    const authors = ['Sarah Chen', 'Michael Torres', 'Amelia Brooks'];
    expect(quotes.map((quote) => authors.find((author) => textOf(quote).includes(author)))).toEqual(authors);
  });

  test('shows the developer features in the order content/site/developer-features.yaml lists them', () => {
    expect(headingTexts(section('developers-heading'), 3)).toEqual([
      'RESTful Endpoints',
      'Webhooks',
      'SDKs',
      'Integrations',
      'User Dashboard',
      'History and Logs',
    ]);
  });

  test('the call to action offers a 30-day free trial with no credit card', () => {
    const cta = section('cta-heading');
    expect(textOf(cta)).toMatch(/30-day free trial/i);
    expect(textOf(cta)).toMatch(/no credit card/i);
    expect(one(cta, 'a')?.attribs.href).toBe('/register');
  });

  test('every header destination is a link in the HTML, dropdown items included', () => {
    const header = one(document, 'body > header');
    const hrefs = [
      ...PRODUCT_IDS.map((id) => `/products/${id}`),
      ...SOLUTION_IDS.map((id) => `/solutions/${id}`),
      ...['/developers/api', '/developers/sdks', '/resources', '/pricing', '/login', '/register'],
    ];
    for (const href of hrefs) expect(one(header, `a[href="${href}"]`), href).toBeDefined();
  });
});
