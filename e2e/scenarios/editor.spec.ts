import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { load as parseYaml } from 'js-yaml';
import sharp from 'sharp';
import { DEV_PORT } from '../../playwright.config';
import { cameraPhoto } from '../../scripts/camera-photo.ts';
import { copyProject, type ProjectCopy } from '../../scripts/project-copy.ts';
import { BLOG_SAMPLE } from './files';
import { addCameraPhoto, CAMERA_POST, cameraPhotoTests } from './camera-photo';
import { rasterImageProblems } from '../support/raster-images';
import { giveFolder } from '../support/local-folder';
import { expectIncidents } from '../support/status-incidents';
import { chartDay } from '../support/browser';

/**
 * The marketer's way in: the editor at /admin on `npm run dev`, working on the copy's own files
 * ("Work with Local Repository"), offline. The operating system's folder picker is the one thing a
 * test cannot click, so the page is given the copy's folder through the same File System Access
 * interface (e2e/support/local-folder.ts); everything else is the editor as a marketer uses it.
 * The copy's one build also carries a camera photo put in a post by hand (camera-photo.ts).
 */
const POST = {
  title: 'Scheduled fax retries, set up from the editor',
  slug: 'scheduled-fax-retries-set-up-from-the-editor',
  excerpt: 'Busy fax lines no longer lose a document: choose when Relaymark retries and watch every attempt.',
  /** Picked in the editor as a day and a time; saved with the marketer's zone (Berlin's, in the test). */
  date: '2026-11-20T09:00',
  savedDate: '2026-11-20T09:00+01:00',
  author: 'Tomás Herrera',
  category: 'Product Updates',
  alt: 'A fax document travelling between two buildings',
  /** The cover, a camera photo the marketer uploads (made at test time, never committed). */
  photo: 'fax-room.jpg',
  body: 'Retries follow the schedule on [the fax product page](/products/fax).',
};
/** A Markdown entry's front matter, parsed, and its body. */
function entryOf(text: string): { data: unknown; body: string } {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { data: parseYaml(frontMatter), body: body.trim() };
}

/** A press release with no PDF, at an address the marketer chooses rather than its title's. */
const RELEASE = {
  title: 'Relaymark Opens a Frankfurt Data Centre for Customers in the European Union',
  slug: 'relaymark-frankfurt-data-centre',
  // Picked in a Berlin-timezone page, saved with its zone (as the post's date).
  date: '2026-11-24T10:00',
  savedDate: '2026-11-24T10:00+01:00',
  excerpt:
    'Messages sent by customers in the European Union are now processed and stored in Frankfurt, with no change to their integration.',
  body: 'Customers in the European Union can choose Frankfurt in their account settings from today.',
};

const TAGLINE = 'Text messages your customers read within minutes, in every country';
const SPANISH_SEARCH = 'Buscar en el sitio';

test.describe('the content editor, as a marketer uses it', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let project: ProjectCopy;
  let server: Awaited<ReturnType<ProjectCopy['dev']>>;
  let page: Page;
  let photoFile: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    project = copyProject('editor-', { blogSample: { ...BLOG_SAMPLE, named: [CAMERA_POST] } });
    photoFile = test.info().outputPath(POST.photo);
    writeFileSync(photoFile, await cameraPhoto({ width: 3200, height: 2400 }));
    // The editor asks for the root of a git repository.
    mkdirSync(join(project.dir, '.git'));
    server = await project.dev({ port: DEV_PORT + 10 });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
    await giveFolder(page, project.dir);
    await page.goto(`${server.url}/admin`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible({ timeout: 60_000 });
  });

  /** Opens a collection's list, once its entries are listed: a click before that can be lost. */
  const openCollection = async (name: string) => {
    await page.getByRole('treeitem', { name, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `“⁨${name}⁩” collection, which has` })).toBeVisible();
  };
  /** A field of the entry being edited, by its label. */
  const field = (label: string) => page.getByRole('group', { name: `“⁨${label}⁩” Field` });
  const write = async (label: string, text: string) => {
    const box = field(label).getByRole('textbox');
    await box.click();
    await box.fill(text);
    await expect(box).toHaveValue(text);
  };

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus && server) {
      await info.attach('astro dev output', { body: server.output(), contentType: 'text/plain' });
      await info.attach('editor', { body: await page.screenshot(), contentType: 'image/png' });
    }
  });

  test.afterAll(async () => {
    await page?.close();
    await server?.stop();
    project?.remove();
  });

  test('a new blog post: the build’s limit refuses a long title before anything is written, the category comes from the list, an uploaded camera photo is the cover, and Save writes the Markdown file', async () => {
    await openCollection('Blog');
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await expect(page.getByRole('status')).toContainText('creating a new entry');

    await write('Title', 'A'.repeat(121));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field('Title')).toContainText('Keep this under 120 characters');
    expect(existsSync(join(project.dir, 'content/blog', `${'a'.repeat(121)}.md`))).toBe(false);

    await write('Title', POST.title);
    await write('Excerpt', POST.excerpt);
    await write('Date', POST.date);
    await write('Author', POST.author);
    const categories = (parseYaml(project.read('content/blog/categories.yaml')) as { name: string }[]).map(
      (item) => item.name,
    );
    const choices = field('Category').getByRole('radio');
    await expect(choices).toHaveCount(categories.length);
    for (const name of categories) await expect(field('Category').getByRole('radio', { name })).toBeVisible();
    await field('Category').getByRole('radio', { name: POST.category }).click();
    const image = field('Image');
    await image.scrollIntoViewIfNeeded();
    await field('Src').getByRole('button', { name: 'Browse' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Image' });
    // The field's own folder (the images beside the posts) is open first: the upload goes there.
    await expect(picker.getByRole('option', { name: 'Field Assets' })).toHaveAttribute('aria-selected', 'true');
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(photoFile);
    // The picker lists the upload once the photo is processed, and may draw its list again after a
    // click: the choice is made once the option shows it is selected, and the field then names the file.
    const upload = picker.getByRole('option', { name: /^fax-room\./ });
    await expect(async () => {
      await upload.click();
      await expect(upload).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await picker.getByRole('button', { name: 'Insert' }).click();
    await expect(field('Src').getByRole('textbox')).toContainText(/fax-room\./);
    await write('Alt', POST.alt);
    const body = field('Body');
    await body.getByRole('button', { name: 'Edit in Markdown' }).click();
    await body.getByRole('textbox').click();
    await body.getByRole('textbox').fill(POST.body);
    await page.getByRole('button', { name: 'Save' }).click();
    const file = join(project.dir, 'content/blog', `${POST.slug}.md`);
    // Save writes the downscaled photo and the post: on a small machine under a full test run this
    // can take longer than an assertion's default wait.
    await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);
    const text = readFileSync(file, 'utf8');
    const { data, body: markdown } = entryOf(text);
    expect(data).toMatchObject({
      title: POST.title,
      excerpt: POST.excerpt,
      author: POST.author,
      category: POST.category,
      image: { alt: POST.alt },
    });
    // The upload is saved beside the posts, where the build reads it, made smaller in the browser.
    const cover = (data as { image: { src: string } }).image.src;
    expect(cover).toBe('./images/fax-room.webp');
    const saved = await sharp(join(project.dir, 'content/blog', cover)).metadata();
    expect(saved).toMatchObject({ format: 'webp', width: 2400, height: 1800 });
    expect(text).toMatch(new RegExp(`^date: '?${POST.savedDate.replace('+', '\\+')}'?$`, 'm'));
    expect(markdown.trim()).toBe(POST.body);
  });

  test('a new press release without a PDF, at the address the marketer types: Save writes only the fields written', async () => {
    await openCollection('Press');
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    // The last save's notice may still be shown beside the editor's own status line.
    await expect(page.getByRole('status').filter({ hasText: 'creating a new entry' })).toBeVisible();
    await write('Title', RELEASE.title);
    await write('Date', RELEASE.date);
    await write('Excerpt', RELEASE.excerpt);
    // The address is filled in from the title; the marketer shortens it before the first save.
    await page.getByRole('radiogroup', { name: 'Sidebar Panels' }).getByRole('radio', { name: 'Slug' }).check();
    const address = page.getByRole('textbox', { name: 'Slug' });
    await expect(address).toHaveText('relaymark-opens-a-frankfurt-data-centre-for-customers-in-the-european-union');
    await page.getByRole('button', { name: 'Edit Slug' }).click();
    await address.fill(RELEASE.slug);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(address).toHaveText(RELEASE.slug);
    const body = field('Body');
    await body.getByRole('button', { name: 'Edit in Markdown' }).click();
    await body.getByRole('textbox').click();
    await body.getByRole('textbox').fill(RELEASE.body);
    await page.getByRole('button', { name: 'Save' }).click();
    const file = join(project.dir, 'content/press', `${RELEASE.slug}.md`);
    await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);
    const text = readFileSync(file, 'utf8');
    const { data, body: markdown } = entryOf(text);
    expect(data).toMatchObject({ title: RELEASE.title, excerpt: RELEASE.excerpt });
    expect(text).toMatch(new RegExp(`^date: '?${RELEASE.savedDate.replace('+', '\\+')}'?$`, 'm'));
    expect(markdown).toBe(RELEASE.body);
    // No PDF and no empty field: an optional field left empty is not written.
    expect(data).not.toHaveProperty('pdf');
    expect(text).not.toMatch(/^\w+: *(''|"")?$/m);
    // Written in English only: the press has no translations to create.
    expect(readdirSync(join(project.dir, 'content/press')).filter((name) => name.startsWith(RELEASE.slug))).toEqual([
      `${RELEASE.slug}.md`,
    ]);
  });

  test('the preview pane shows a page’s text, headings and lists in the site’s own styles, in the light and the dark theme', async ({
    browser,
  }) => {
    await page.getByRole('treeitem', { name: 'Pages: legal', exact: true }).click();
    await page.getByRole('row', { name: /^Privacy/ }).click();
    const site = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await site.goto(`${server.url}/privacy`);
    const stylesOf = (element: Locator) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return [
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.lineHeight,
          style.letterSpacing,
          style.color,
          style.listStyleType,
          style.paddingInlineStart,
          style.marginTop,
        ].join(' | ');
      });
    const parts = (root: Page | FrameLocator) => ({
      heading: root.getByRole('heading', { level: 2, name: 'What we collect' }),
      paragraph: root
        .getByRole('paragraph')
        .filter({ hasText: /^Relaymark, Inc\./ })
        .first(),
      list: root.getByRole('list').filter({ hasText: 'API request logs' }),
      item: root.getByRole('listitem').filter({ hasText: /^API request logs/ }),
    });
    const preview = page.locator('iframe').contentFrame();
    const seen = new Set<string>();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await site.emulateMedia({ colorScheme });
      for (const [part, element] of Object.entries(parts(preview))) {
        await element.scrollIntoViewIfNeeded();
        const expected = await stylesOf(parts(site)[part as keyof ReturnType<typeof parts>]);
        seen.add(expected);
        await expect.poll(() => stylesOf(element), `${part}, ${colorScheme}`).toBe(expected);
      }
    }
    // The dark theme really is another look: each part's colour differs from the light theme's.
    expect(seen.size).toBe(8);
    await page.emulateMedia({ colorScheme: null });
    await site.close();
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
  });

  test('a product’s tagline, saved in English, links to its page on the dev server', async () => {
    await page.getByRole('treeitem', { name: 'Products', exact: true }).click();
    await page.getByRole('row', { name: /^SMS API/ }).click();
    const preview = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View on Live Site' }).click();
    const tab = await preview;
    expect(tab.url()).toBe(`${server.url}/products/sms`);
    await tab.close();

    const translations = () => ['es', 'de'].map((locale) => entryOf(project.read(`content/products/${locale}/sms.md`)));
    const before = translations();
    const tagline = page.getByRole('group', { name: '“⁨Tagline⁩” Field' }).getByRole('textbox');
    await tagline.click();
    await tagline.fill(TAGLINE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => project.read('content/products/sms.md')).toContain(`tagline: ${TAGLINE}\n`);
    // The translations are saved with it (their keys in the schema's order): every value is kept.
    expect(translations()).toEqual(before);
  });

  test('a Spanish key of the navigation, edited beside the English one', async () => {
    await page.getByRole('treeitem', { name: 'Site: settings and lists' }).click();
    await page.getByRole('row', { name: 'Navigation', exact: true }).click();
    await page.getByRole('radio', { name: 'Spanish' }).first().click();
    const others = () => ['', 'de/'].map((folder) => parseYaml(project.read(`content/site/${folder}navigation.yaml`)));
    const before = others();
    const search = page.getByRole('group', { name: '“⁨Search⁩” Field' });
    // The editor draws a group's fields as it comes into view.
    await search.scrollIntoViewIfNeeded();
    const label = search.getByRole('group', { name: '“⁨Label⁩” Field' }).getByRole('textbox');
    await expect(label).toHaveValue('Buscar');
    await label.click();
    await label.fill(SPANISH_SEARCH);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => project.read('content/site/es/navigation.yaml')).toContain(`label: ${SPANISH_SEARCH}\n`);
    expect(others()).toEqual(before);
  });

  test('a link removed and one added in English: every Spanish and German link keeps its own words', async () => {
    await page.getByRole('treeitem', { name: 'Site: settings and lists' }).click();
    await page.getByRole('row', { name: 'Navigation', exact: true }).click();
    await page.getByRole('radio', { name: 'English' }).first().click();
    /** Each link of a language's Developers menu, as "href label". */
    const links = (folder: string) =>
      (
        parseYaml(project.read(`content/site/${folder}navigation.yaml`)) as {
          developers: { href: string; label?: string }[];
        }
      ).developers.map(({ href, label }) => `${href} ${label ?? ''}`.trim());
    const before = { es: links('es/'), de: links('de/') };
    const developers = page
      .getByRole('group', { name: '“⁨Developers⁩” Field' })
      .filter({ has: page.getByRole('button', { name: 'Add ⁨Developers⁩' }) });
    await developers.scrollIntoViewIfNeeded();
    const items = developers
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: 'Remove' }) })
      .filter({ hasNot: page.getByRole('button', { name: 'Add ⁨Developers⁩' }) });
    await expect(items).toHaveCount(2);
    await items.first().getByRole('button', { name: 'Remove' }).click();
    await expect(items).toHaveCount(1);
    await developers.getByRole('button', { name: 'Add ⁨Developers⁩' }).click();
    await expect(items).toHaveCount(2);
    const added = items.nth(1);
    for (const [label, text] of [
      ['Label', 'Changelog'],
      ['Href', '/changelog'],
      ['Description', 'Every change to the API and the dashboard, as it ships.'],
    ] as const) {
      const box = added.getByRole('group', { name: `“⁨${label}⁩” Field` }).getByRole('textbox');
      await box.fill(text);
      await expect(box).toHaveValue(text);
    }
    // The editor says so once every language's file is written: the last save's notice gone first.
    const saved = page.getByRole('status').filter({ hasText: 'Entry saved.' });
    await expect(saved).toBeHidden({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(saved).toBeVisible();
    expect(project.read('content/site/navigation.yaml')).toContain('href: /changelog\n');
    for (const locale of ['es', 'de'] as const) {
      const after = links(`${locale}/`);
      // A translated link is kept with its own href, or left out; the new one has no words yet.
      expect(
        after.filter((link) => !before[locale].includes(link) && link !== '/changelog'),
        locale,
      ).toEqual([]);
      expect(after, locale).toContain(before[locale].find((link) => link.startsWith('/developers/sdks ')));
    }
  });

  test('the copy builds, with the post on /blog, in RSS and in the sitemap, the press release on /press without a PDF link, both edits on their pages, and the uploaded cover served processed', async () => {
    test.setTimeout(300_000);
    await addCameraPhoto(project);
    // Built as on a day after both new entries' dates, so neither is held back as scheduled.
    const result = project.build({ timeout: 280_000, env: { BUILD_DATE: '2026-12-01' } });
    expect(result.status, result.output).toBe(0);
    const read = (path: string) => readFileSync(join(project.dir, 'dist', path), 'utf8');
    expect(read('blog.html')).toContain(`href="/blog/${POST.slug}"`);
    expect(read('rss.xml')).toContain(POST.title);
    expect(read('sitemap-0.xml')).toContain(`/blog/${POST.slug}</loc>`);
    const post = read(`blog/${POST.slug}.html`);
    expect(post).toContain('href="/products/fax"');
    // The uploaded cover is served processed: a picture of AVIF and WebP copies, never the upload itself.
    expect(rasterImageProblems(post)).toEqual([]);
    const picture = /<picture\b[\s\S]*?<\/picture>/.exec(post)?.[0] ?? '';
    const sources = [...picture.matchAll(/<source\b[^>]*>/g)].map(([tag]) => tag);
    for (const format of ['avif', 'webp'])
      expect(sources.find((tag) => tag.includes(`type="image/${format}"`))).toMatch(
        new RegExp(`srcset="/_astro/fax-room\\.[^"]+\\.${format} \\d+w,`),
      );
    // The page's LCP image: fetched first, never lazily.
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
    for (const attribute of [`alt="${POST.alt}"`, /\ssrcset="[^"]+"/, /\swidth="\d+"/, /\sheight="\d+"/])
      expect(img).toMatch(attribute);
    expect(img).toContain('fetchpriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(post).not.toContain('images/fax-room');
    const copies = readdirSync(join(project.dir, 'dist/_astro')).filter((file) => file.startsWith('fax-room.'));
    expect(copies.length).toBeGreaterThan(1);
    expect(read('press.html')).toContain(`href="/press/${RELEASE.slug}"`);
    const release = read(`press/${RELEASE.slug}.html`);
    expect(release).toContain(RELEASE.body);
    expect(release).not.toMatch(/href="[^"]*\.pdf"/);
    expect(read('products/sms.html')).toContain(TAGLINE);
    expect(read('es/pricing.html')).toContain(SPANISH_SEARCH);
  });

  // The one build of a fixed day in every run: /status's window then always holds sample incidents,
  // which the site's own build (made today) stops showing once they are 90 days old.
  test('the copy, built as on 2026-12-01, lists the sample incidents of the 90 days before on /status, newest first', async ({
    browser,
  }) => {
    const html = readFileSync(join(project.dir, 'dist', 'status.html'), 'utf8');
    expect(chartDay(html)).toBe('2026-12-01');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const statusPage = await context.newPage();
      await statusPage.setContent(html);
      expect(await expectIncidents(statusPage, '2026-12-01'), 'sample incidents in the window').toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  cameraPhotoTests(() => project);
});
