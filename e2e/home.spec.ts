import { expect, test } from '@playwright/test';
import { PRODUCT_IDS, SOLUTION_IDS } from './support';

test.describe('home page', () => {
  test('shows every section of the spec in order', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Relaymark/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powerful Communication APIs for Your Business');
    await expect(page.getByText('Trusted by thousands of businesses worldwide')).toBeVisible();

    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText(/SMS, Email, Voice, Fax, Post and MMS/)).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', '/developers/api');

    const headings = await page.locator('main h2').allTextContents();
    const ids = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
    expect(ids).toEqual([
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
    expect(headings.length).toBe(8);
  });

  test('links every product and solution to its page', async ({ page }) => {
    await page.goto('/');
    const products = page.locator('section[aria-labelledby="products-heading"]');
    for (const id of PRODUCT_IDS) await expect(products.locator(`a[href="/products/${id}"]`)).toHaveCount(1);
    const solutions = page.locator('section[aria-labelledby="solutions-heading"]');
    for (const id of SOLUTION_IDS) await expect(solutions.locator(`a[href="/solutions/${id}"]`)).toHaveCount(1);
  });

  test('the automation block names its four capabilities', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('section[aria-labelledby="automation-heading"]');
    for (const name of [
      /send-time optimi[sz]ation/i,
      /content scoring/i,
      /pre-built workflows/i,
      /behaviou?r triggers/i,
    ]) {
      await expect(block.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  test('shows an API code sample', async ({ page }) => {
    await page.goto('/');
    const code = page.locator('section[aria-labelledby="code-heading"]').locator('[data-code-panel="curl"] code');
    await expect(code).toContainText('Authorization: Bearer');
  });

  test('the pricing teaser shows the home prices with Business as Most Popular', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('section[aria-labelledby="pricing-heading"]');
    const starter = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Starter' }) });
    await expect(starter).toContainText('$0');
    await expect(starter).toContainText('/month');
    await expect(starter).toContainText('SMS from $0.04');
    await expect(starter).toContainText('Email from $0.003');
    await expect(starter).toContainText('1 user');
    const business = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Business' }) });
    await expect(business).toContainText('Most Popular');
    await expect(business).toContainText('$49');
    await expect(business).toContainText('SMS from $0.035');
    await expect(business).toContainText('Email from $0.002');
    await expect(business).toContainText('5 users');
    await expect(business).toContainText(/sub-accounts/i);
    const enterprise = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Enterprise' }) });
    await expect(enterprise).toContainText('Custom');
    await expect(pricing.getByRole('link', { name: /pricing/i })).toHaveAttribute('href', '/pricing');
  });

  test('shows three customer testimonials', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.locator('section[aria-labelledby="testimonials-heading"] figure');
    await expect(testimonials).toHaveCount(3);
  });

  test('the call to action offers a 30-day free trial with no credit card', async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta).toContainText(/30-day free trial/i);
    await expect(cta).toContainText(/no credit card/i);
    await expect(cta.getByRole('link').first()).toHaveAttribute('href', '/register');
  });
});

test.describe('home page with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('all text and links are in the HTML', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powerful Communication APIs for Your Business');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    // Every header destination is a real link in the HTML, dropdown items included.
    const html = await (await request.get('/')).text();
    for (const id of PRODUCT_IDS) expect(html).toContain(`href="/products/${id}"`);
    for (const id of SOLUTION_IDS) expect(html).toContain(`href="/solutions/${id}"`);
    for (const href of ['/developers/api', '/developers/sdks', '/resources', '/pricing', '/login', '/register']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  test('a dropdown opens on hover and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    const sms = page.locator('#nav-panel-products').locator('a[href="/products/sms"]');
    await expect(sms).toBeVisible();
  });
});
