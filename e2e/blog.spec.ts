import { expect, test } from '@playwright/test';
import { blogCategories, blogPosts, slug } from './support/content-files';

const posts = blogPosts();
const categories = blogCategories();

// What each blog page says is read from the build (e2e/files/blog.test.ts); here, how its first image loads.

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
    // /blog lists several posts, so its second image is always checked; a category page may list one post only.
    const count = await images.count();
    if (route === '/blog') expect(count, route).toBeGreaterThan(1);
    if (count > 1) await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
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
