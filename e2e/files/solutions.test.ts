import { describe, expect, test } from 'vitest';
import { SOLUTION_IDS } from '../support/content-files';
import { all, builtDocument, linksNamed, one, sectionOf, textOf } from './built-document';

// What the solution pages say, read from the build; the authentication page's button is
// clicked in a browser (e2e/solutions.spec.ts).

const SUB_PAGES = [
  'marketing/sms',
  'marketing/email',
  'marketing/omnichannel',
  'notifications/sms',
  'notifications/email',
  'notifications/voice',
  'customer-service/sms',
  'customer-service/voice',
  'customer-service/email',
  'integrations',
  'integrations/catalog',
  'integrations/all',
];

describe.each(SOLUTION_IDS)('/solutions/%s', (id) => {
  test('shows benefits, a success story and the recommended products', () => {
    const document = builtDocument(`/solutions/${id}`);
    expect(all(document, 'h1')).toHaveLength(1);
    expect(all(sectionOf(document, 'benefits-heading'), 'li').length).toBeGreaterThanOrEqual(3);
    expect(textOf(sectionOf(document, 'story-heading'))).toMatch(/Result/);
    for (const product of ['sms', 'email', 'voice', 'mms'])
      expect(all(sectionOf(document, 'products-heading'), `a[href="/products/${product}"]`)).toHaveLength(1);
    const getStarted = linksNamed(sectionOf(document, 'page-heading'), 'Get Started');
    // The authentication page offers a button instead (e2e/solutions.spec.ts).
    if (id !== 'authentication') expect(getStarted.map((link) => link.attribs.href)).toEqual(['/register']);
  });
});

test('solutions with channel sub-pages link to each of them', () => {
  for (const parent of ['marketing', 'notifications', 'customer-service']) {
    const links = sectionOf(builtDocument(`/solutions/${parent}`), 'sub-pages-heading');
    for (const sub of SUB_PAGES.filter((path) => path.startsWith(`${parent}/`)))
      expect(all(links, `a[href="/solutions/${sub}"]`), sub).toHaveLength(1);
  }
});

describe.each(SUB_PAGES)('/solutions/%s', (path) => {
  test('describes its benefits and a sample testimonial', () => {
    const document = builtDocument(`/solutions/${path}`);
    expect(all(document, 'h1')).toHaveLength(1);
    expect(all(sectionOf(document, 'benefits-heading'), 'li').length).toBeGreaterThanOrEqual(3);
    const testimonial = one(sectionOf(document, 'testimonial-heading'), 'figure');
    expect(textOf(one(testimonial, 'blockquote'))).not.toBe('');
    expect(textOf(one(testimonial, 'figcaption'))).not.toBe('');
  });
});

test('the integrations page links to the catalog and the full list', () => {
  const main = one(builtDocument('/solutions/integrations'), 'main');
  expect(one(main, 'a[href="/solutions/integrations/catalog"]')).toBeDefined();
  expect(one(main, 'a[href="/solutions/integrations/all"]')).toBeDefined();
});
