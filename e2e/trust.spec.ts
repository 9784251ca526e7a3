import { expect, test } from '@playwright/test';
import { contentYaml } from './support/content-files';
import { buildDay } from './support/browser';

const trust = contentYaml<{
  heading: string;
  compliance: { sampleLabel: string; items: { name: string }[] };
  subprocessors: {
    caption: string;
    columns: Record<'name' | 'purpose' | 'location', string>;
    items: { name: string }[];
  };
  disclosure: { heading: string };
  securityTxt: { contact: string[]; preferredLanguages: string[] };
}>('trust/trust.yaml');
const footer = contentYaml<{ columns: { links?: { label: string; href: string }[] }[] }>('site/footer.yaml');
const DAY = 86_400_000;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/trust has security practices, sample compliance statements, sub-processors and the disclosure policy', async ({
    page,
  }) => {
    await page.goto('/trust');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trust.heading);
    for (const name of ['Security practices', 'Compliance', 'Sub-processors', trust.disclosure.heading])
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();

    for (const item of trust.compliance.items) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name }) });
      await expect(card.getByText(trust.compliance.sampleLabel, { exact: true })).toBeVisible();
    }
    expect(trust.compliance.items.map((item) => item.name).join(' ')).toMatch(/SOC 2 Type II.*GDPR.*HIPAA/);

    const table = main.getByRole('table', { name: trust.subprocessors.caption });
    await expect(table.getByRole('columnheader')).toHaveText(Object.values(trust.subprocessors.columns));
    await expect(table.getByRole('row')).toHaveCount(trust.subprocessors.items.length + 1);
    for (const item of trust.subprocessors.items)
      await expect(table.getByRole('rowheader', { name: item.name })).toBeVisible();

    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: trust.disclosure.heading })
      .click();
    await expect(page).toHaveURL(/\/trust\/?#disclosure$/);
    await expect(main.getByRole('link', { name: /security\.txt/ })).toHaveAttribute(
      'href',
      '/.well-known/security.txt',
    );
  });

  test('the footer links the trust centre', async ({ page }) => {
    const link = footer.columns.flatMap((column) => column.links ?? []).find((item) => item.href === '/trust');
    expect(link).toBeDefined();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link!.label }).click();
    await expect(page).toHaveURL(/\/trust\/?$/);
  });
});

test('/.well-known/security.txt has Contact, an Expires within a year of the build, Canonical and Policy (RFC 9116)', async ({
  request,
}) => {
  // From the day of the build (the build states it), not the day the test runs: a build is tested after it is made.
  const built = Date.parse(`${await buildDay(request)}T00:00:00Z`);
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  const fields = text
    .trim()
    .split('\n')
    .map((line) => /^([A-Za-z-]+): (.+)$/.exec(line))
    .map((match) => ({ name: match?.[1] ?? '', value: match?.[2] ?? '' }));
  expect(
    fields.every((field) => field.name !== ''),
    text,
  ).toBe(true);
  const values = (name: string) => fields.filter((field) => field.name === name).map((field) => field.value);

  expect(values('Contact')).toEqual(trust.securityTxt.contact);
  expect(values('Expires')).toHaveLength(1);
  const expires = new Date(values('Expires')[0]!);
  expect(values('Expires')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(expires.getTime()).toBeGreaterThan(built);
  expect(expires.getTime()).toBeLessThanOrEqual(built + 365 * DAY);
  expect(values('Canonical')).toEqual([expect.stringMatching(/^https:\/\/[^/]+\/\.well-known\/security\.txt$/)]);
  expect(values('Policy')).toEqual([expect.stringMatching(/^https:\/\/[^/]+\/trust#disclosure$/)]);
  expect(values('Preferred-Languages')).toEqual([trust.securityTxt.preferredLanguages.join(', ')]);
});

test('site search finds the trust centre', async ({ page }) => {
  await page.goto('/search?q=sub-processors');
  await expect(page.getByRole('main').locator('a[href^="/trust"]').first()).toBeVisible();
});
