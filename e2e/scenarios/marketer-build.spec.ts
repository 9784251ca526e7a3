import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../../scripts/project-copy.mjs';
import { NEW_CATEGORY, POSTS, PUBLISHED, DRAFT, SCHEDULED, TRANSLATED, WHATSAPP_PRODUCT, WHATSAPP_RATE } from './files';

/** Every HTML, XML and text file of a build, with its path. */
function builtFiles(dist: string): { path: string; text: string }[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(html|xml|txt|json)$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(dist, path), 'utf8') }));
}

/**
 * What a marketer does with content files only (content/README.md), in one temporary copy: a
 * post in a new category, a draft, a post dated in the future, and a seventh product with its
 * rate, in one production build; then a mistake only a whole build finds, a broken link.
 * (Mistakes a schema finds are tested by parsing: src/schemas/content-errors.test.ts.)
 */
test.describe('a marketer edits content files', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let project: ProjectCopy;
  test.beforeAll(() => {
    project = copyProject('marketer-');
  });
  test.afterAll(() => project?.remove());

  test('content files alone: a new post and category, drafts and scheduled posts kept out, a seventh product everywhere', () => {
    project.write('content/blog/categories.yaml', project.read('content/blog/categories.yaml') + NEW_CATEGORY);
    for (const post of POSTS) project.write(post.file, post.text);
    project.write('content/products/whatsapp.md', WHATSAPP_PRODUCT);
    project.write(
      'content/pricing/pay-as-you-go.yaml',
      project.read('content/pricing/pay-as-you-go.yaml') + WHATSAPP_RATE,
    );
    const recommend = (file: string) =>
      project.write(file, project.read(file).replace('recommendedProducts:\n', 'recommendedProducts:\n  - whatsapp\n'));
    recommend('content/solutions/marketing.md');
    // The same in every language, and the product's name kept as it is in each.
    for (const [locale, files] of Object.entries(TRANSLATED)) {
      const append = (file: string, text: string) => project.write(file, project.read(file) + text);
      append(`content/blog/${locale}/categories.yaml`, files.category);
      project.write(`content/products/${locale}/whatsapp.md`, files.product);
      append(`content/pricing/${locale}/pay-as-you-go.yaml`, files.rate);
      recommend(`content/solutions/${locale}/marketing.md`);
    }
    project.write(
      'content/same-in-translation.yaml',
      project
        .read('content/same-in-translation.yaml')
        .replace('every language:\n', 'every language:\n  - WhatsApp\n  - WhatsApp API\n'),
    );

    const result = project.build({ search: true, timeout: 280_000 });
    expect(result.status, result.output).toBe(0);
    const dist = join(project.dir, 'dist');
    const read = (path: string) => readFileSync(join(dist, path), 'utf8');

    // The published post, on every list, with its new category and the category's description.
    expect(read('blog.html')).toContain('href="/blog/scheduled-fax-retries"');
    expect(read('blog/scheduled-fax-retries.html')).toContain(PUBLISHED.title);
    const category = read('blog/category/release-notes.html');
    expect(category).toMatch(/<h1[^>]*>Release Notes<\/h1>/);
    expect(category).toContain('Every change to the Relaymark API and dashboard');
    expect(category).toContain('href="/blog/scheduled-fax-retries"');
    expect(read('rss.xml')).toContain(`<title>${PUBLISHED.title}</title>`);
    expect(read('sitemap.html')).toContain('href="/blog/scheduled-fax-retries"');

    // The draft and the scheduled post: no page, and not named in any list, feed, sitemap or index.
    for (const hidden of [DRAFT, SCHEDULED]) {
      const slug = hidden.file.replace(/^content\/blog\/|\.md$/g, '');
      expect(existsSync(join(dist, 'blog', slug)), slug).toBe(false);
      const naming = builtFiles(dist).filter(
        (file) => file.text.includes(hidden.title) || file.text.includes(`/blog/${slug}`),
      );
      expect(
        naming.map((file) => file.path),
        hidden.title,
      ).toEqual([]);
    }

    // The seventh product, everywhere a product belongs.
    const home = read('index.html');
    expect(home).toContain('WhatsApp API');
    expect(home).toContain('<title>Relaymark: SMS, Email, Voice, Post, Fax, MMS and WhatsApp APIs</title>');
    const footer = /<footer[\s\S]*<\/footer>/.exec(home)?.[0] ?? '';
    expect(footer).toMatch(/href="\/products\/whatsapp"[^>]*>\s*WhatsApp\s*</);
    const page = read('products/whatsapp.html');
    expect(page).toMatch(/<h1[^>]*>WhatsApp API<\/h1>/);
    expect(page, 'no API docs link: the reference has no WhatsApp section').not.toContain('/developers/api#whatsapp');
    const product = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; offers?: { lowPrice?: string } })
      .find((data) => data['@type'] === 'Product');
    expect(product?.offers?.lowPrice).toBe('0.005');
    const pricing = read('pricing.html');
    expect(pricing).toContain('WhatsApp');
    expect(pricing).toContain('WhatsApp messages per month');
    expect(read('solutions/marketing.html')).toContain('href="/products/whatsapp"');
    expect(read('sitemap-0.xml')).toContain('/products/whatsapp');
    expect(read('es/products/whatsapp.html')).toContain('Llega a tus clientes en la app de chat que ya usan');
    expect(read('de/blog/category/release-notes.html')).toMatch(/<h1[^>]*>Versionshinweise<\/h1>/);
  });

  test('a broken internal link in Markdown fails the build, naming the file and line', () => {
    project.write(
      'content/pages/about.md',
      project.read('content/pages/about.md').replace(/\n---\n/, '\n---\n\nSee [our SMS API](/prodcts/sms).\n'),
    );
    const { status, output } = project.build({ timeout: 280_000 });
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/pages\/about\.md:\d+/);
    expect(output).toContain('/prodcts/sms');
  });
});
