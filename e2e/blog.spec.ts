import { expect, test } from '@playwright/test';
import { getFirstScreenImage } from '../src/data/first-screen-image';
import { frontmatter, slug } from './content-files';

interface Post {
  title: string;
  author: string;
  category: string;
  featured?: boolean;
  image: { src: string; alt: string };
}
const posts = frontmatter<Post>('blog');
const categories = [...new Set(posts.map((post) => post.data.category))];

test('the blog shows featured articles, categories, recent posts and a newsletter box', async ({ page }) => {
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const featured = page.locator('[data-featured-posts]');
  for (const post of posts.filter((p) => p.data.featured))
    await expect(featured.locator(`a[href="/blog/${post.id}"]`)).toHaveCount(1);
  const recent = page.locator('[data-recent-posts]');
  for (const post of posts.filter((p) => !p.data.featured))
    await expect(recent.locator(`a[href="/blog/${post.id}"]`)).toHaveCount(1);
  const list = page.getByRole('navigation', { name: 'Categories' });
  for (const category of categories)
    await expect(list.getByRole('link', { name: new RegExp(category) })).toHaveAttribute(
      'href',
      `/blog/category/${slug(category)}`,
    );
  const main = page.getByRole('main');
  const email = main.getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(main.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'button');
  await expect(main.locator('a[href="/rss.xml"]')).toBeVisible();
});

test('recent posts are newest first', async ({ page }) => {
  await page.goto('/blog');
  const dates = await page
    .locator('[data-recent-posts] time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
});

test('the first image of /blog and of each category page is its LCP candidate: sized, not lazy, in the HTML itself', async ({
  page,
}) => {
  for (const route of ['/blog', ...categories.slice(0, 1).map((category) => `/blog/category/${slug(category)}`)]) {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    const images = page.locator('main article img');
    const first = images.first();
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '630');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', /.+/);
    await expect(page.locator('main img[fetchpriority="high"]'), route).toHaveCount(1);
    if ((await images.count()) > 1) await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    // A small SVG travels inside the page: painted with the first screen, no request, no round trip.
    await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    const firstPost = await first.evaluate((img) => img.closest('[data-post]')?.getAttribute('data-post'));
    const firstFile = posts.find((post) => post.id === firstPost)?.data.image.src;
    expect(firstFile, route).toBeDefined();
    expect(imageRequests, route).not.toContain(firstFile);
    page.removeAllListeners('request');
  }
});

for (const post of posts) {
  test(`/blog/${post.id} shows date, author, category, reading time and the image`, async ({ page }) => {
    const response = await page.goto(`/blog/${post.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.data.title);
    const meta = page.locator('article header');
    await expect(meta.locator('time[datetime]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(meta).toContainText(post.data.author);
    await expect(meta.locator('[data-post-category]')).toHaveAttribute(
      'href',
      `/blog/category/${slug(post.data.category)}`,
    );
    await expect(meta.locator('[data-reading-time]')).toHaveText(/^\d+ min read$/);
    const image = page.getByRole('img', { name: post.data.image.alt, exact: true });
    await expect(image).toHaveAttribute('src', getFirstScreenImage(post.data.image.src));
    await expect(image).toHaveAttribute('alt', post.data.image.alt);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '630');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  });
}

for (const category of categories) {
  test(`/blog/category/${slug(category)} lists exactly its posts`, async ({ page }) => {
    const response = await page.goto(`/blog/category/${slug(category)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
    const listed = page.locator('[data-category-posts] article');
    const expected = posts.filter((post) => post.data.category === category);
    await expect(listed).toHaveCount(expected.length);
    for (const post of expected) await expect(listed.locator(`a[href="/blog/${post.id}"]`)).toHaveCount(1);
  });
}

test('/rss.xml is a feed with every post', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<rss');
  expect(xml.match(/<item>/g)?.length).toBe(posts.length);
  for (const post of posts) expect(xml).toMatch(new RegExp(`/blog/${post.id}/?</link>`));
});
