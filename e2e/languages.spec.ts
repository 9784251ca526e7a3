import { expect, test, type Page } from '@playwright/test';
import { contentYaml, frontmatter } from './support/content-files';
import { waitForIsland, wakeIsland } from './support/browser';

/**
 * Spanish and German as a visitor meets them: the language links, what stays English, and each
 * flow and notice in the page's language. Every per-page check (axe, overflow, JS off, ...) runs on
 * the translated routes in the crawl (every-page.spec.ts); the texts expected here come from content/.
 */

type Notice = { title: string; description: string };
const login = (locale: 'es' | 'de') =>
  contentYaml<{ form: { email: string; password: string; submit: string }; notices: { success: Notice } }>(
    `forms/${locale}/login.yaml`,
  );
const dashboard = (locale: 'es' | 'de') => contentYaml<{ greeting: string }>(`account/${locale}/dashboard.yaml`);
const languageNames = contentYaml<{ names: Record<'en' | 'es' | 'de', string> }>('site/languages.yaml').names;
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the language links in the header and footer lead to the same page in the other language', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    const languages = header.getByRole('button', { name: /Language/ });
    const spanish = header.getByRole('link', { name: languageNames.es });
    // The browser closes the menu on Escape, giving focus back to its button, and on a click elsewhere.
    await languages.click();
    await spanish.focus();
    await page.keyboard.press('Escape');
    await expect(spanish).toBeHidden();
    await expect(languages).toBeFocused();
    await languages.click();
    await page.getByRole('main').getByRole('heading', { level: 1 }).click();
    await expect(spanish).toBeHidden();
    await languages.click();
    await spanish.click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    expect(await htmlLang(page)).toBe('es');

    const footerLanguages = page.getByRole('contentinfo').locator('a[data-language-link]');
    await expect(footerLanguages).toHaveCount(3);
    await footerLanguages.filter({ hasText: languageNames.de }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    expect(await htmlLang(page)).toBe('de');
    await expect(page.getByRole('contentinfo').locator('a[aria-current="true"]')).toHaveText(languageNames.de);
  });

  test('a page that exists in English only leads to each language’s home', async ({ page }) => {
    await page.goto('/blog/webhook-best-practices');
    const links = page.getByRole('contentinfo').locator('a[data-language-link]');
    await expect(links.filter({ hasText: languageNames.es })).toHaveAttribute('href', '/es');
    await expect(links.filter({ hasText: languageNames.de })).toHaveAttribute('href', '/de');
  });

  test('a translated list links to English-only entries marked as English, with a visible label', async ({ page }) => {
    await page.goto('/es/blog');
    const firstPost = page.getByRole('main').locator('article h2 a, article h3 a').first();
    await expect(firstPost).toHaveAttribute('hreflang', 'en');
    await expect(firstPost).toHaveAttribute('lang', 'en');
    await expect(firstPost.locator('xpath=..').locator('[data-in-english]')).toHaveText(languageNames.en);
    expect(await firstPost.getAttribute('href')).toMatch(/^\/blog\/[^/]+$/);
  });
});

test('signing in on /es/login lands on /es/dashboard, with the notice and the greeting in Spanish', async ({
  page,
}) => {
  const { form, notices } = login('es');
  await page.goto('/es/login');
  await wakeIsland(page, 'LoginForm');
  const main = page.getByRole('main');
  await main.getByLabel(form.email, { exact: true }).fill('ana.garcia@example.com');
  await main.getByLabel(form.password, { exact: true }).fill('hunter22');
  await page.getByRole('button', { name: form.submit }).click();
  await page.waitForURL('**/es/dashboard');
  await expect(page.getByText(notices.success.title)).toBeVisible();
  await expect(page.getByText(notices.success.description)).toBeVisible();
  await expect(page.getByText(dashboard('es').greeting.replace('{name}', 'Ana Garcia'))).toBeVisible();
});

test('compose in German: its notices in German, and Abbrechen returns to /de/dashboard', async ({ page }) => {
  const text = contentYaml<{
    channels: { sms: { message: string } };
    cancel: string;
    send: string;
    notices: { missingRecipient: Notice };
  }>('forms/de/compose-form.yaml');
  await page.goto('/de/compose');
  await wakeIsland(page, 'Compose');
  await page.getByRole('textbox', { name: new RegExp(text.channels.sms.message) }).fill('Hallo zusammen');
  await page.getByRole('button', { name: text.send, exact: true }).click();
  // The notice, in the Notifications region (its message also stays under the field).
  const region = page.getByRole('region', { name: /alt\+T/i });
  await expect(region.getByText(text.notices.missingRecipient.title)).toBeVisible();
  await expect(region.getByText(text.notices.missingRecipient.description)).toBeVisible();
  await expect(page.getByRole('main').getByText(text.notices.missingRecipient.description)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: text.cancel }).click();
  await expect(page).toHaveURL(/\/de\/dashboard$/);
});

test('reports in Spanish: the export notices in Spanish', async ({ page }) => {
  const text = contentYaml<{ toolbar: { export: string }; notices: { exportStarted: Notice; exportComplete: Notice } }>(
    'account/es/reports.yaml',
  );
  await page.goto('/es/reports');
  await page.getByRole('button', { name: text.toolbar.export }).hover(); // the island wakes on the first touch
  await waitForIsland(page, 'Reports');
  await page.clock.install();
  await page.getByRole('button', { name: text.toolbar.export }).click();
  await expect(page.getByText(text.notices.exportStarted.title)).toBeVisible();
  // The export's 2 s, on the page's clock.
  await page.clock.fastForward(2000);
  await expect(page.getByText(text.notices.exportComplete.title)).toBeVisible();
});

test('the contact form asks for what is missing in Spanish and keeps what was typed', async ({ page }) => {
  type ContactForm = { form: { labels: { firstName: string }; submit: string; errors: { summary: string } } };
  const contact = frontmatter<ContactForm>('pages/es').find((entry) => entry.id === 'contact')!.data.form;
  await page.goto('/es/contact');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(contact.labels.firstName).fill('Lucía');
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole('button', { name: contact.submit }).click();
  await expect(form.getByText(contact.errors.summary)).toBeVisible();
  await expect(form.getByLabel(contact.labels.firstName)).toHaveValue('Lucía');
});

test('prices in the estimator and the segment calculator are written as each language writes them', async ({
  page,
}) => {
  await page.goto('/de/tools/sms-segment-calculator');
  const main = page.getByRole('main');
  await main.getByRole('textbox').first().fill('Hallo');
  await expect(main.getByText(/\d,\d{2,4}\s\$/).first()).toBeVisible();
  await expect(main.getByText(/\$\d+\.\d/)).toHaveCount(0);

  await page.goto('/es/pricing');
  await expect(
    page
      .getByRole('main')
      .getByText(/\d,\d{2,4}\sUS\$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/\$\d+\.\d/)).toHaveCount(0);
});

test('search in each language finds the pages in that language', async ({ page }) => {
  await page.goto('/de/search?q=Unterauftragsverarbeiter');
  await expect(page.getByRole('main').locator('a[href^="/de/trust"]').first()).toBeVisible();
  await page.goto('/es/search?q=subencargados');
  await expect(page.getByRole('main').locator('a[href^="/es/trust"]').first()).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/trust"]')).toHaveCount(0);
});

test('registering on /de/register: its notices in German, then /de/dashboard', async ({ page }) => {
  const { form, notices } = contentYaml<{
    form: Record<'firstName' | 'lastName' | 'email' | 'company' | 'password' | 'submit', string>;
    notices: Record<'termsRequired' | 'accountCreated', Notice>;
  }>('forms/de/register.yaml');
  await page.goto('/de/register');
  await wakeIsland(page, 'RegisterForm');
  const main = page.getByRole('main');
  await main.getByLabel(form.firstName, { exact: true }).fill('Jürgen');
  await main.getByLabel(form.lastName, { exact: true }).fill('Müller');
  await main.getByLabel(form.email, { exact: true }).fill('juergen@example.com');
  await main.getByLabel(new RegExp(form.company)).fill('Müller GmbH');
  await main.getByLabel(form.password, { exact: true }).fill('lange-passphrase');
  await main.getByRole('button', { name: form.submit }).click();
  await expect(page.getByText(notices.termsRequired.title)).toBeVisible();
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: form.submit }).click();
  await page.waitForURL('**/de/dashboard');
  await expect(page.getByText(notices.accountCreated.title)).toBeVisible();
});

test('schedule in Spanish: frequencies and statuses in Spanish', async ({ page }) => {
  const { values } = contentYaml<{ values: Record<string, string> }>('account/es/schedule.yaml');
  await page.goto('/es/schedule');
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table.getByText(values.Monthly!, { exact: true }).first()).toBeVisible();
  await expect(table.getByText(values.Active!, { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Monthly', { exact: true })).toHaveCount(0);
});
