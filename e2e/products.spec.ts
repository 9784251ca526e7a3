import { expect, test } from '@playwright/test';
import { PRODUCT_IDS } from './support';

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

for (const id of PRODUCT_IDS) {
  test(`/products/${id} shows features, how it works, the price and its four links`, async ({ page }) => {
    const response = await page.goto(`/products/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/Relaymark/);

    const features = page.locator('section[aria-labelledby="features-heading"]');
    await expect(features.getByRole('heading', { name: 'Key features' })).toBeVisible();
    for (const feature of SPEC_FEATURES[id]!) await expect(features, String(feature)).toContainText(feature);
    const platform = page.locator('section[aria-labelledby="platform-heading"]');
    for (const feature of ALL_PRODUCTS) await expect(platform, String(feature)).toContainText(feature);

    const steps = page.locator('section[aria-labelledby="steps-heading"]');
    await expect(steps.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    expect(await steps.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);

    await expect(page.getByText('from $0.01 per message').first()).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/register"]').first()).toBeVisible();
    await expect(main.locator(`a[href="/developers/api#${id}"]`)).toBeVisible();
    await expect(main.locator('a[href="/pricing"]')).toBeVisible();
    await expect(main.locator('a[href="/contact"]')).toBeVisible();
  });
}

test('a product page links to the other products', async ({ page }) => {
  await page.goto('/products/fax');
  const others = page.locator('section[aria-labelledby="other-products-heading"]');
  for (const id of PRODUCT_IDS.filter((other) => other !== 'fax'))
    await expect(others.locator(`a[href="/products/${id}"]`)).toHaveCount(1);
});
