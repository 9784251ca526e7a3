import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { DEV_PORT } from '../../playwright.config';
import { copyProject, type ProjectCopy } from '../../scripts/project-copy.ts';
import { BLOG_SAMPLE, DRAFT, NEW_CATEGORY, PUBLISHED, SCHEDULED, writePosts } from './files';

/**
 * Each test's page in a browser context of its own, closed when the test ends. The suite reuses one
 * context between tests (playwright.config.ts) and resets its page by opening about:blank, which a
 * reload Vite sends late, after the previous test restored a file, can interrupt.
 */
const test = base.extend<{ page: Page }>({
  page: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

/** A page of `astro dev` that does not come in a minute has hung: say so well before the test's timeout. */
const OPEN = { waitUntil: 'domcontentloaded', timeout: 60_000 } as const;

/** The text of Astro's error overlay (it lives in a shadow root), or '' when none is shown. */
const overlayText = (page: Page) =>
  page
    .evaluate(() => {
      const overlay = document.querySelector('vite-error-overlay');
      const parts = overlay?.shadowRoot?.querySelectorAll('#title, #message, #hint, #location, #code') ?? [];
      return [...parts].map((part) => (part as HTMLElement).innerText).join('\n');
    })
    // Fixing the file reloads the page: ask again once it has.
    .catch(() => 'reloading');

/** The overlay, asked until it matches: every check polls, since Vite may reload the page while it is read. */
const overlay = (page: Page) => expect.poll(() => overlayText(page), { timeout: 30_000 });

test.describe('npm run dev, as a marketer sees it', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let project: ProjectCopy;
  let server: Awaited<ReturnType<ProjectCopy['dev']>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    project = copyProject('dev-server-', { blogSample: BLOG_SAMPLE });
    project.write('content/blog/categories.yaml', project.read('content/blog/categories.yaml') + NEW_CATEGORY);
    writePosts(project);
    server = await project.dev({ port: DEV_PORT });
  });

  // A failure shows what the dev server printed, which says why a page did not come.
  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus && server) {
      await testInfo.attach('astro dev output', { body: server.output(), contentType: 'text/plain' });
    }
  });

  test.afterAll(async () => {
    await server?.stop();
    project?.remove();
  });

  test('drafts and scheduled posts show on /blog, marked', async ({ page }) => {
    await page.goto(`${server.url}/blog`, OPEN);
    await expect(page.getByRole('link', { name: PUBLISHED.title }).first()).toBeVisible();
    const draft = page.getByRole('article').filter({ hasText: DRAFT.title });
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    const scheduled = page.getByRole('article').filter({ hasText: SCHEDULED.title });
    // Timed, it names its moment, in UTC.
    await expect(scheduled.getByText('Scheduled for January 15, 2099 at 8:00 AM UTC', { exact: true })).toBeVisible();
  });

  test('a mistake saved into a content file shows in the browser with the file, line and what to do; fixing it clears it', async ({
    page,
  }) => {
    await page.goto(`${server.url}/products/sms`, OPEN);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const original = project.read('content/products/sms.md');
    project.write('content/products/sms.md', original.replace(/^order: \d+$/m, 'order: first'));
    await overlay(page).toContain('content/products/sms.md');
    await overlay(page).toContain('order');
    await overlay(page).toMatch(/Fix content\/products\/sms\.md and save it/);
    await overlay(page).toMatch(/sms\.md:4\b/);

    // A page opened while the file is broken shows it too.
    const other = await page.context().newPage();
    await other.goto(`${server.url}/about`, OPEN);
    await overlay(other).toContain('content/products/sms.md');
    await other.close();

    project.write('content/products/sms.md', original);
    await overlay(page).toBe('');
  });

  test('a duplicate id in a YAML list shows in the browser naming both lines', async ({ page }) => {
    // Any page shows the overlay: /blog is already compiled by the first test, where the home page would
    // be compiled from cold while the other worker crawls (a CI run spent the whole timeout on it).
    await page.goto(`${server.url}/blog`, OPEN);
    const original = project.read('content/site/testimonials.yaml');
    const firstId = /^- id: (\S+)/m.exec(original)?.[1] ?? '';
    project.write('content/site/testimonials.yaml', original.replace(/\n- id: (\S+)/, `\n- id: ${firstId}`));
    await overlay(page).toContain('content/site/testimonials.yaml');
    await overlay(page).toMatch(new RegExp(`share the id "${firstId}" \\(lines \\d+ and \\d+\\)`));
    project.write('content/site/testimonials.yaml', original);
    await overlay(page).toBe('');
  });

  // Saved right after a fixed mistake, as a marketer's next save would be: before
  // src/integrations/dev-content-store.ts, a save that soon could show the old price until a restart.
  test('a price changed in the English file shows at once in every language', async ({ page }) => {
    const original = project.read('content/pricing/plans.yaml');
    expect(original).toMatch(/^ {2}monthlyPrice: 49$/m);
    project.write('content/pricing/plans.yaml', original.replace(/^( {2}monthlyPrice:) 49$/m, '$1 57'));
    try {
      for (const [path, price] of [
        ['/pricing', '$57'],
        ['/es/pricing', '57\u00a0US$'],
        ['/de/pricing', '57\u00a0$'],
      ] as const) {
        await expect
          .poll(
            async () => {
              // The saved file reloads open pages: a reload may cut this visit short, so ask again.
              const shown = await page.goto(`${server.url}${path}`, OPEN).catch(() => null);
              return shown
                ? page
                    .getByRole('main')
                    .innerText()
                    .catch(() => 'reloading')
                : 'reloading';
            },
            { timeout: 30_000 },
          )
          .toContain(price);
      }
    } finally {
      project.write('content/pricing/plans.yaml', original);
    }
  });

  // Last: a post's broken cover fails its whole collection in the content layer.
  test('a cover image that is not there shows in the browser with the file, the field and what to do', async ({
    page,
  }) => {
    await page.goto(`${server.url}/blog`, OPEN);
    const original = project.read(PUBLISHED.file);
    project.write(PUBLISHED.file, original.replace(/^ {2}src: .*$/m, '  src: ./images/team-photo.jpg'));
    await overlay(page).toContain(PUBLISHED.file);
    await overlay(page).toContain('image.src: no image file content/blog/images/team-photo.jpg');
    await overlay(page).toContain('Put the image in the images folder beside this file');
    project.write(PUBLISHED.file, original);
    await overlay(page).toBe('');
  });

  // A new entry the loader refused has no page, so its address (the editor's "View on Live Site")
  // was Astro's bare 404, with nothing to say why.
  test('a new post with a mistake shows the mistake at its address; fixing it shows the post', async ({ page }) => {
    const file = 'content/blog/fax-retries-for-clinics.md';
    const text = project.read(PUBLISHED.file).replace(PUBLISHED.title, 'Fax Retries for Clinics');
    project.write(file, text.replace(/^ {2}src: .*$/m, '  src: ./images/clinic-photo.jpg'));
    try {
      await page.goto(`${server.url}/blog/fax-retries-for-clinics`, OPEN);
      await overlay(page).toContain(file);
      await overlay(page).toContain('image.src: no image file content/blog/images/clinic-photo.jpg');
      project.write(file, text);
      await expect(page.getByRole('heading', { level: 1, name: 'Fax Retries for Clinics' })).toBeVisible({
        timeout: 30_000,
      });
      await overlay(page).toBe('');
    } finally {
      rmSync(join(project.dir, file), { force: true });
    }
  });
});
