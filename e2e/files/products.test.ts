import { textContent } from 'domutils';
import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '../support/content-files';
import { all, builtDocument, one, sectionOf, textOf } from './built-document';

// What the product pages say, read from the build.

/** Each product's own feature list from spec §3 (as words that must appear on its page). */
const SPEC_FEATURES: Record<string, RegExp[]> = {
  sms: [
    /single and bulk/i,
    /two-way chat/i,
    /scheduling/i,
    /templates and personali[sz]ation/i,
    /delivery reports/i,
    /history and logs/i,
  ],
  email: [
    /transactional and marketing/i,
    /drag-and-drop template builder/i,
    /verification|list hygiene/i,
    /scheduling and automation/i,
    /opens, clicks/i,
    /SMTP relay/i,
  ],
  voice: [
    /text-to-speech/i,
    /interactive voice response/i,
    /call recording/i,
    /scheduling/i,
    /call status tracking/i,
    /templates/i,
  ],
  post: [
    /letters and postcards/i,
    /PDF upload|template builder/i,
    /address validation/i,
    /scheduling/i,
    /mail tracking/i,
  ],
  fax: [/API or dashboard/i, /PDF attachments/i, /delivery confirmation/i, /bulk fax/i],
  mms: [/image and video/i, /extended text/i, /rich media/i, /delivery report/i, /contact management/i],
};

/** The all-products list of spec §3. */
const ALL_PRODUCTS = [
  /RESTful/,
  /webhooks/i,
  /SDKs for Node\.js, Python, PHP and Java/,
  /Zapier, Slack and leading CRMs/,
  /dashboard/i,
  /history and logs/i,
];

describe.each(PRODUCT_IDS)('/products/%s', (id) => {
  test('shows features, how it works, the price and its four links', () => {
    const document = builtDocument(`/products/${id}`);
    expect(all(document, 'h1')).toHaveLength(1);
    expect(textOf(one(document, 'title'))).toMatch(/Relaymark/);

    const features = sectionOf(document, 'features-heading');
    expect(textOf(one(features, 'h2'))).toBe('Key features');
    for (const feature of SPEC_FEATURES[id]!) expect(textOf(features), String(feature)).toMatch(feature);
    const platform = textOf(sectionOf(document, 'platform-heading'));
    for (const feature of ALL_PRODUCTS) expect(platform, String(feature)).toMatch(feature);

    const steps = sectionOf(document, 'steps-heading');
    expect(textOf(one(steps, 'h2'))).toBe('How it works');
    expect(all(steps, 'li').length).toBeGreaterThanOrEqual(3);

    const main = one(document, 'main');
    expect(textOf(main)).toContain('from $0.01 per message');
    for (const href of ['/register', `/developers/api#${id}`, '/pricing', '/contact'])
      expect(one(main, `a[href="${href}"]`), href).toBeDefined();
  });
});

/**
 * Each language's price line, with the one price of the English files written its own way: the
 * text exactly as built, so the no-break space that keeps the amount with its currency counts too.
 */
describe.each([
  ['English', '', 'from $0.01 per message'],
  ['Spanish', '/es', 'desde 0,01\u00a0US$ por mensaje'],
  ['German', '/de', 'ab 0,01\u00a0$ pro Nachricht'],
])('the price line in %s', (_, prefix, note) => {
  test.each(PRODUCT_IDS)(`${prefix}/products/%s`, (id) => {
    const document = builtDocument(`${prefix}/products/${id}`);
    const lines = [one(document, '[data-price-note]'), one(sectionOf(document, 'product-pricing-heading'), 'p')];
    expect(lines.map((line) => (line ? textContent(line).trim() : undefined))).toEqual([note, note]);
  });
});

test('a product page links to the other products', () => {
  const others = sectionOf(builtDocument('/products/fax'), 'other-products-heading');
  for (const id of PRODUCT_IDS.filter((other) => other !== 'fax'))
    expect(all(others, `a[href="/products/${id}"]`), id).toHaveLength(1);
});
