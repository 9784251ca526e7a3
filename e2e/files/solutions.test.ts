import { describe, expect, test } from 'vitest';
import { SOLUTION_IDS } from '../content-files';
import { builtDocument, linksNamed, sectionOf, textOf } from './built-document';

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
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(sectionOf(document, 'benefits-heading')?.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
    expect(textOf(sectionOf(document, 'story-heading'))).toMatch(/Result/);
    for (const product of ['sms', 'email', 'voice', 'mms'])
      expect(sectionOf(document, 'products-heading')?.querySelectorAll(`a[href="/products/${product}"]`)).toHaveLength(
        1,
      );
    const getStarted = linksNamed(sectionOf(document, 'page-heading'), 'Get Started');
    // The authentication page offers a button instead (e2e/solutions.spec.ts).
    if (id !== 'authentication') expect(getStarted.map((link) => link.getAttribute('href'))).toEqual(['/register']);
  });
});

test('solutions with channel sub-pages link to each of them', () => {
  for (const parent of ['marketing', 'notifications', 'customer-service']) {
    const links = sectionOf(builtDocument(`/solutions/${parent}`), 'sub-pages-heading');
    for (const sub of SUB_PAGES.filter((path) => path.startsWith(`${parent}/`)))
      expect(links?.querySelectorAll(`a[href="/solutions/${sub}"]`), sub).toHaveLength(1);
  }
});

describe.each(SUB_PAGES)('/solutions/%s', (path) => {
  test('describes its benefits and a sample testimonial', () => {
    const document = builtDocument(`/solutions/${path}`);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(sectionOf(document, 'benefits-heading')?.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
    const testimonial = sectionOf(document, 'testimonial-heading')?.querySelector('figure');
    expect(textOf(testimonial?.querySelector('blockquote'))).not.toBe('');
    expect(textOf(testimonial?.querySelector('figcaption'))).not.toBe('');
  });
});

test('the integrations page links to the catalog and the full list', () => {
  const main = builtDocument('/solutions/integrations').querySelector('main');
  expect(main?.querySelector('a[href="/solutions/integrations/catalog"]')).not.toBeNull();
  expect(main?.querySelector('a[href="/solutions/integrations/all"]')).not.toBeNull();
});
