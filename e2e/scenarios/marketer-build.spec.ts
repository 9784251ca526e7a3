import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../../scripts/project-copy.ts';
import { writeGeneratedEntries } from '../../scripts/generated-content.ts';
import { COPY_EDGE_PORT } from '../../playwright.config';
import { htmlFiles } from '../../src/build/built-site';
import { iconBody } from '../../src/lib/icons';
import { entryLinks, listProblems, listRoutes, pagesOf } from '../support/list-pages';
import {
  BLOG_SAMPLE,
  FOURTH_LANGUAGE,
  NEW_CATEGORY,
  PUBLISHED,
  DRAFT,
  ENGLISH_ONLY,
  SCHEDULED,
  TRANSLATED,
  UNPUBLISHED_COVERS,
  WHATSAPP_PRODUCT,
  WHATSAPP_RATE,
  writePosts,
} from './files';

/** Generated entries (dated 2025): 6 posts in each of today's 4 categories, and enough releases and changes for 3 pages. */
const GENERATED = { posts: 24, releases: 14, changes: 21 };

/** A page's words, without its markup, scripts and styles. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

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
 * (Mistakes a schema finds are tested by parsing: src/content.config.test.ts.)
 */
test.describe('a marketer edits content files', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let project: ProjectCopy;
  test.beforeAll(() => {
    project = copyProject('marketer-', { blogSample: BLOG_SAMPLE });
  });
  test.afterAll(() => project?.remove());

  test('content files alone: a new post and category, drafts and scheduled posts kept out, a seventh product everywhere', () => {
    project.write('content/blog/categories.yaml', project.read('content/blog/categories.yaml') + NEW_CATEGORY);
    writePosts(project);
    project.write('content/products/whatsapp.md', WHATSAPP_PRODUCT);
    project.write(
      'content/pricing/pay-as-you-go.yaml',
      project.read('content/pricing/pay-as-you-go.yaml') + WHATSAPP_RATE,
    );
    project.write(
      'content/solutions/marketing.md',
      project
        .read('content/solutions/marketing.md')
        .replace('recommendedProducts:\n', 'recommendedProducts:\n  - whatsapp\n'),
    );
    // Translations are wording only: Spanish has the new product and rate, German not yet.
    const append = (file: string, text: string) => project.write(file, project.read(file) + text);
    append('content/blog/es/categories.yaml', TRANSLATED.es.category);
    append('content/blog/de/categories.yaml', TRANSLATED.de.category);
    project.write('content/products/es/whatsapp.md', TRANSLATED.es.product);
    append('content/pricing/es/pay-as-you-go.yaml', TRANSLATED.es.rate);
    const edit = (file: string, from: RegExp, to: string) => {
      const before = project.read(file);
      expect(before, `${file} has ${String(from)}`).toMatch(from);
      project.write(file, before.replace(from, to));
    };
    edit('content/same-in-translation.yaml', /^everyLanguage:\n/m, '$&  - WhatsApp\n  - WhatsApp API\n');
    // Values change in the English files only: a price, a product's order and its icon.
    edit('content/pricing/plans.yaml', /monthlyPrice: 49$/m, 'monthlyPrice: 56');
    edit('content/products/email.md', /^order: 2$/m, 'order: 0');
    edit('content/products/sms.md', /^icon: message-square-text$/m, 'icon: smartphone');
    // A fourth language: one line in LANGUAGES, its name, and the files written so far.
    edit('src/i18n/locales.ts', /^ {2}de: \{.*\},\n/m, `$&${FOURTH_LANGUAGE.entry}`);
    // English first at every level: a menu item and a plan feature written in English only.
    edit('content/site/navigation.yaml', ENGLISH_ONLY.menuItem.before, `${ENGLISH_ONLY.menuItem.text}$&`);
    edit('content/pricing/plans.yaml', ENGLISH_ONLY.planFeature.before, `${ENGLISH_ONLY.planFeature.text}$&`);
    // An entry removed in English alone: its translations still have it, and the site leaves them out.
    edit('content/pricing/faq.yaml', /^- id: contracts\n[\s\S]*?(?=^- id:)/m, '');
    append('content/site/languages.yaml', FOURTH_LANGUAGE.name);
    project.write(FOURTH_LANGUAGE.file, FOURTH_LANGUAGE.product);

    // Volume: enough entries that every list has a page 2 and a later last page.
    writeGeneratedEntries(project, GENERATED);

    const result = project.build({ search: true, timeout: 280_000 });
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain(
      'content/pricing/de/faq.yaml: "[id=contracts]" is no longer in content/pricing/faq.yaml, so the site leaves it out',
    );
    const dist = join(project.dir, 'dist');
    const read = (path: string) => readFileSync(join(dist, path), 'utf8');

    // Every list, in every language, a page at a time (e2e/list-pages.ts reads them along their links).
    for (const first of listRoutes(dist)) {
      const pages = pagesOf(dist, first);
      expect(listProblems(dist, pages), first).toEqual([]);
      if (/\/blog\/category\/(?!guides$)/.test(first)) continue;
      expect(pages.length, `${first}: a page 2 and a last page after it`).toBeGreaterThanOrEqual(3);
    }
    // Each list's page size as a number (src/data/list-sizes.ts sets it): a full page on every page but the last.
    for (const [first, selector, count, size] of [
      ['/blog', '[data-recent-posts] h3 a', GENERATED.posts, 5],
      ['/press', '[data-press-releases] h3 a', GENERATED.releases, 6],
      ['/changelog', '[data-changelog-list] h3 a', GENERATED.changes, 10],
    ] as const) {
      const perPage = entryLinks(pagesOf(dist, first), selector);
      const shown = perPage.flat();
      expect(
        perPage.map((page) => page.length),
        `${first}: ${size} a page`,
      ).toEqual(perPage.map((_, index) => Math.min(size, shown.length - index * size)));
      expect(new Set(shown).size, `${first}: each entry once`).toBe(shown.length);
      expect(
        shown.filter((href) => /\/generated-/.test(href)),
        first,
      ).toHaveLength(count);
    }
    const featured = entryLinks(pagesOf(dist, '/blog'), '[data-featured-posts] h2 a, [data-featured-posts] h3 a');
    expect(featured[0]?.length, 'featured posts on page 1').toBeGreaterThan(0);
    expect(featured.slice(1).flat(), 'and on no later page').toEqual([]);
    expect(read('rss.xml').match(/<item>/g), 'the blog feed: the newest only').toHaveLength(20);
    expect(read('changelog/rss.xml').match(/<item>/g), 'the changelog feed: the newest only').toHaveLength(20);
    // Search indexes every post on its own page, and no numbered list page (listProblems): Pagefind's
    // count of English pages is the number of English pages marked for it, the generated posts among them.
    const searchable = builtFiles(dist).filter(
      (file) =>
        file.path.endsWith('.html') && !/^(es|de|fr)\//.test(file.path) && file.text.includes('data-pagefind-body'),
    );
    const entry = JSON.parse(read('pagefind/pagefind-entry.json')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages['en']?.page_count).toBe(searchable.length);
    for (let index = 1; index <= GENERATED.posts; index += 1)
      expect(searchable.map((file) => file.path)).toContain(`blog/generated-post-${index}.html`);

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
    // The scheduled rebuild learns the scheduled post's moment, and nothing else of it.
    expect(JSON.parse(read('publish-schedule.json'))).toMatchObject({ upcoming: ['2099-01-15T08:00:00.000Z'] });
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
    // Nor their covers' files, which Astro writes for every image the content names.
    const unpublished = (name: string) => UNPUBLISHED_COVERS.some((cover) => name.startsWith(`${cover}.`));
    expect(readdirSync(join(dist, '_astro')).filter(unpublished)).toEqual([]);

    // The seventh product, everywhere a product belongs.
    const home = read('index.html');
    expect(home).toContain('WhatsApp API');
    // Email's order moved it first; {channels} lists the channels as English writes a list.
    expect(/<title>(.*?)<\/title>/.exec(home)?.[1]).toBe(
      'Relaymark: Email, SMS, Voice, Post, Fax, MMS, and WhatsApp APIs',
    );
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

    // Written in English only, published in German too: in English, said so, pointing to the English page.
    const german = read('de/products/whatsapp.html');
    expect(german).toContain('Reach customers in the chat app they already use');
    expect(german).toContain('Diese Seite gibt es noch nicht auf Deutsch.');
    expect(german).toMatch(/<main[^>]* lang="en"/);
    expect(german).toContain('<link rel="canonical" href="https://www.relaymark.com/products/whatsapp">');
    expect(german).not.toContain('hreflang="es" href');
    // On German lists it is marked as English too.
    expect(read('de.html')).toMatch(/<li lang="en"[^>]*>(?:(?!<\/li>)[\s\S])*\/products\/whatsapp/);
    const english = read('products/whatsapp.html');
    expect(english).toContain('hreflang="es" href="https://www.relaymark.com/es/products/whatsapp"');
    expect(english).not.toContain('hreflang="de" href="https://www.relaymark.com/de/products/whatsapp"');
    const sitemap = read('sitemap-0.xml');
    expect(sitemap).toContain('<loc>https://www.relaymark.com/es/products/whatsapp</loc>');
    expect(sitemap).not.toContain('https://www.relaymark.com/de/products/whatsapp');
    // A list item written in English only: the German table shows it, the Spanish one in Spanish.
    expect(read('de/pricing.html')).toContain('WhatsApp messages per month');
    expect(read('es/pricing.html')).toContain('Mensajes de WhatsApp al mes');

    // Written in English only: in English on every translated page, marked lang="en"; not marked in English.
    const inEnglishItem = (label: string) => new RegExp(`<li[^>]* lang="en"[^>]*>(?:(?!</li>)[\\s\\S])*>${label}<`);
    for (const locale of ['es', 'de']) {
      const pricing = read(`${locale}/pricing.html`);
      expect(pricing, `${locale}: the plan feature`).toMatch(inEnglishItem(ENGLISH_ONLY.planFeature.label));
      expect(pricing, `${locale}: the menu item`).toMatch(inEnglishItem(ENGLISH_ONLY.menuItem.label));
      expect(pricing).toContain(`href="/${locale}/changelog"`);
    }
    expect(read('pricing.html')).toContain(`<span>${ENGLISH_ONLY.planFeature.label}</span>`);
    expect(read('pricing.html')).not.toMatch(inEnglishItem(ENGLISH_ONLY.planFeature.label));

    // A value changed in the English file reaches every language.
    for (const locale of ['', 'es/', 'de/']) {
      expect(visibleText(read(`${locale}pricing.html`)), `${locale}pricing`).toMatch(/\b56\b/);
      expect(visibleText(read(`${locale}pricing.html`)), `${locale}pricing`).not.toMatch(/\b49\b/);
      const home = locale ? `${locale.slice(0, -1)}.html` : 'index.html';
      const grid = /<main[\s\S]*<\/main>/.exec(read(home))?.[0] ?? '';
      expect(grid.indexOf('/products/email'), `${locale}: Email comes first`).toBeLessThan(
        grid.indexOf('/products/sms'),
      );
      expect(read(`${locale}products/sms.html`)).toContain(iconBody('smartphone'));
    }

    // Removed in English: gone in every language, though the translations still have it.
    for (const [locale, question] of [
      ['', 'Do I have to sign a long-term contract?'],
      ['es/', '¿Tengo que firmar un contrato a largo plazo?'],
      ['de/', 'Muss ich einen langfristigen Vertrag abschließen?'],
    ] as const)
      expect(read(`${locale}pricing.html`), `${locale}pricing`).not.toContain(question);
    expect(read('de/pricing.html')).toContain('Wie funktioniert die jährliche Abrechnung?');

    // The fourth language: every page, in its files where written, in English elsewhere.
    expect(read('fr/products/sms.html')).toContain('Touchez vos clients sur le canal');
    expect(read('fr/products/sms.html')).toMatch(/<html lang="fr"/);
    expect(read('fr/pricing.html')).toMatch(/<main[^>]* lang="en"/);
    expect(read('products/sms.html')).toContain('hreflang="fr" href="https://www.relaymark.com/fr/products/sms"');
    expect(read('index.html')).toContain('Français');
    expect(sitemap).toContain('<loc>https://www.relaymark.com/fr/products/sms</loc>');

    const translations = project.translations();
    expect(translations.status, translations.output).toBe(0);
    expect(translations.output).toMatch(/content\/products\/whatsapp\.md\s+translated\s+missing\s+missing\s*$/m);
    expect(translations.output).toMatch(
      /content\/pricing\/pay-as-you-go\.yaml\s+translated\s+incomplete\s+missing\s*$/m,
    );
    expect(translations.output).toContain('de: shown in English: [id=whatsapp]');
    expect(translations.output).toMatch(/content\/site\/navigation\.yaml\s+incomplete\s+incomplete\s+missing\s*$/m);
    expect(translations.output).toContain('es: shown in English: developers[href=/changelog]');
    expect(translations.output).toContain('de: shown in English: [id=basic].features[id=delivery-alerts]');
    expect(translations.output).toMatch(/content\/pricing\/faq\.yaml\s+outdated\s+outdated\s+missing\s*$/m);
    expect(translations.output).toContain('es: English no longer has it, left out: [id=contracts]');
  });

  // The next tests' edits show that a changed content file renders the pages again: the broken link
  // below is found only if about's page is rendered anew, not copied from this build.
  test('a rebuild with nothing changed copies the pages from the cache, byte for byte', () => {
    const dist = join(project.dir, 'dist');
    const pages = () =>
      Object.fromEntries(
        builtFiles(dist).flatMap((file) => (file.path.endsWith('.html') ? [[file.path, file.text]] : [])),
      );
    const before = pages();
    const { status, output } = project.build({ timeout: 120_000 });
    expect(status, output).toBe(0);
    const restored = output.match(/\(restored\)/g)?.length ?? 0;
    expect(restored, 'pages copied from the last build').toBeGreaterThan(Object.keys(before).length * 0.8);
    expect(output).toMatch(/inlined the critical CSS of (\d+) pages \(\1 unchanged, from the cache\)/);
    expect(output).toMatch(/\d+ pages, as in the last build that passed: not checked again/);
    expect(pages()).toEqual(before);
  });

  test('a preview build of the same content: drafts marked, the branch named, nothing indexed, no sitemap or feeds', async ({
    request,
  }) => {
    const branch = 'cms/blog/draft-fax-cover-pages';
    const { status, output } = project.build({ env: { PREVIEW_BRANCH: branch }, timeout: 280_000 });
    expect(status, output).toBe(0);
    const dist = join(project.dir, 'dist');
    const read = (path: string) => readFileSync(join(dist, path), 'utf8');
    const files = builtFiles(dist);
    // The site's pages: not the editor's, nor the pages Astro writes for a redirect, which the host answers itself.
    const pages = htmlFiles(dist).map((file) => ({ path: relative(dist, file), text: readFileSync(file, 'utf8') }));

    // The draft and the scheduled post have their pages and are listed, each with its badge.
    const draft = read('blog/draft-fax-cover-pages.html');
    expect(visibleText(draft)).toContain(DRAFT.title);
    expect(visibleText(draft)).toContain('Draft');
    expect(visibleText(read('blog/future-fax-analytics.html'))).toContain('Scheduled for January 15, 2099');
    // Shown here, their covers are served too.
    expect(readdirSync(join(dist, '_astro')).filter((name) => name.startsWith('draft-fax-cover-pages.'))).not.toEqual(
      [],
    );
    expect(read('blog.html')).toContain('href="/blog/draft-fax-cover-pages"');
    // Every page: the banner naming the branch (in the page's language) and noindex.
    const banners = { en: 'Preview of', es: 'Vista previa de', de: 'Vorschau von', fr: 'Preview of' };
    const unmarked = pages.filter((page) => {
      const language = (/<html lang="(\w+)"/.exec(page.text)?.[1] ?? '') as keyof typeof banners;
      return (
        !visibleText(page.text).includes(`${banners[language]} ${branch}:`) ||
        !page.text.includes('<meta name="robots" content="noindex">')
      );
    });
    expect(pages.length).toBeGreaterThan(200);
    expect(unmarked.map((page) => page.path)).toEqual([]);
    expect(read('robots.txt')).toBe('User-agent: *\nDisallow: /\n');
    for (const left of ['sitemap-index.xml', 'sitemap-0.xml', 'rss.xml', 'changelog/rss.xml'])
      expect(existsSync(join(dist, left)), left).toBe(false);
    expect(files.filter((file) => /rss\.xml|sitemap-index/.test(file.text)).map((file) => file.path)).toEqual([]);

    // Cloudflare's runtime sends every file of it with X-Robots-Tag.
    const server = await project.edge({ port: COPY_EDGE_PORT });
    try {
      for (const path of ['/', '/blog/draft-fax-cover-pages', '/es/pricing', '/robots.txt', '/favicon.svg']) {
        const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['x-robots-tag'], path).toBe('noindex');
      }
    } finally {
      await server.stop();
    }
  });

  test('a translation that writes a price fails the build, naming the file and the key', () => {
    project.write(
      'content/pricing/es/plans.yaml',
      project.read('content/pricing/es/plans.yaml').replace(/^(- id: basic\n)/m, '$1  monthlyPrice: 49\n'),
    );
    const { status, output } = project.build({ timeout: 120_000 });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/pricing/es/plans.yaml: "[id=basic].monthlyPrice" is a value, not wording: remove it here; content/pricing/plans.yaml sets it for every language',
    );
    project.write(
      'content/pricing/es/plans.yaml',
      project.read('content/pricing/es/plans.yaml').replace(/^ {2}monthlyPrice: 49\n/m, ''),
    );
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
