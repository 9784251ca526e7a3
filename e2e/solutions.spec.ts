import { expect, test } from '@playwright/test';
import { SOLUTION_IDS } from './support';

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

for (const id of SOLUTION_IDS) {
  test(`/solutions/${id} shows benefits, a success story and the recommended products`, async ({ page }) => {
    const response = await page.goto(`/solutions/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const benefits = page.locator('section[aria-labelledby="benefits-heading"]');
    expect(await benefits.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator('section[aria-labelledby="story-heading"]')).toContainText(/Result/);
    const products = page.locator('section[aria-labelledby="products-heading"]');
    for (const product of ['sms', 'email', 'voice', 'mms'])
      await expect(products.locator(`a[href="/products/${product}"]`)).toHaveCount(1);

    const hero = page.locator('section[aria-labelledby="page-heading"]');
    if (id === 'authentication') {
      const button = hero.getByRole('button', { name: 'Get Started' });
      await expect(button).toHaveAttribute('type', 'button');
      await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
      const before = page.url();
      await button.click();
      expect(page.url()).toBe(before);
    } else {
      await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    }
  });
}

test('solutions with channel sub-pages link to each of them', async ({ page }) => {
  for (const parent of ['marketing', 'notifications', 'customer-service']) {
    await page.goto(`/solutions/${parent}`);
    const section = page.locator('section[aria-labelledby="sub-pages-heading"]');
    for (const sub of SUB_PAGES.filter((path) => path.startsWith(`${parent}/`))) {
      await expect(section.locator(`a[href="/solutions/${sub}"]`), sub).toHaveCount(1);
    }
  }
});

for (const path of SUB_PAGES) {
  test(`/solutions/${path} describes its benefits and a sample testimonial`, async ({ page }) => {
    const response = await page.goto(`/solutions/${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const benefits = page.locator('section[aria-labelledby="benefits-heading"]');
    expect(await benefits.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const testimonial = page.locator('section[aria-labelledby="testimonial-heading"] figure');
    await expect(testimonial.locator('blockquote')).not.toBeEmpty();
    await expect(testimonial.locator('figcaption')).not.toBeEmpty();
  });
}

test('the integrations page links to the catalog and the full list', async ({ page }) => {
  await page.goto('/solutions/integrations');
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/solutions/integrations/catalog"]').first()).toBeVisible();
  await expect(main.locator('a[href="/solutions/integrations/all"]').first()).toBeVisible();
});
