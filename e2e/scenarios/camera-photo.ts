import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cameraPhoto } from '../../scripts/camera-photo.ts';
import type { ProjectCopy } from '../../scripts/project-copy.ts';
import { rasterImageProblems } from '../support/raster-images';

/** The post the photo is put in: a copy's blog sample names it (BLOG_SAMPLE's `named`). */
export const CAMERA_POST = 'webhook-best-practices';
const POST = `content/blog/${CAMERA_POST}.md`;
const COVER_ALT = 'A team around a laptop';
const BODY_ALT = 'A wall in low light';
/** What a phone may fetch for each appearance of the photo (the budget). */
const PHOTO_BUDGET = 80 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The build's files answer the page's requests, as the static host would (/blog/x is blog/x.html). */
async function serveBuild(page: Page, dist: string) {
  await page.route('http://site.test/**', (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = [join(dist, path), join(dist, `${path}.html`)].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
}

/**
 * A marketer's camera photo (4000 × 3000, quality 92, a camera's weight, made here and never
 * committed) as a post's cover and in its body. Written into a project copy before the copy's
 * build (the editor's scenario builds it once for both: a build of a copy is most of a scenario's
 * time), then read as built and as a 375 px phone at DPR 2 reads it.
 */
export async function addCameraPhoto(project: ProjectCopy): Promise<void> {
  const photo = await cameraPhoto();
  expect(photo.length, 'the photo weighs what a camera’s does').toBeGreaterThan(4_000_000);
  writeFileSync(join(project.dir, 'content/blog/images/team.jpg'), photo);
  project.write(
    POST,
    project
      .read(POST)
      .replace(/^ {2}src: .*$/m, '  src: ./images/team.jpg')
      .replace(/^ {2}alt: .*$/m, `  alt: ${COVER_ALT}`)
      .replace(/^## /m, `![${BODY_ALT}](./images/team.jpg)\n\n## `),
  );
}

/**
 * The photo's checks on a copy `addCameraPhoto` wrote it into and that has been built since; the
 * last test leaves the copy's content unbuildable.
 */
export function cameraPhotoTests(copy: () => ProjectCopy): void {
  test.describe('a camera photo as a blog post cover and in its body', () => {
    test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

    test('the build serves small modern copies: every raster image has srcset, width, height and AVIF or WebP', () => {
      const project = copy();
      const dist = join(project.dir, 'dist');
      const html = readFileSync(join(dist, 'blog/webhook-best-practices.html'), 'utf8');
      expect(rasterImageProblems(html)).toEqual([]);
      expect(html).toMatch(/<picture[^>]*>\s*<source[^>]*type="image\/avif"/);
      // The cover is asked for from the <head>, as the same AVIF copies its <picture> offers.
      const preloaded = /<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)"[^>]*type="image\/avif"/.exec(
        html,
      )?.[1];
      expect(preloaded, 'the cover is preloaded').toBeTruthy();
      expect(preloaded).toBe(/<source srcset="([^"]+)" type="image\/avif"/.exec(html)?.[1]);
      const share = /<meta property="og:image" content="[^"]*?(\/_astro\/[^"]+\.jpeg)"/.exec(html)?.[1];
      expect(share, 'the share image is made from the photo').toBeTruthy();
      // The body image's plain `src` is a copy at the text column's largest width, never the 4000 px original.
      const bodyImg = new RegExp(`<img[^>]*alt="${BODY_ALT}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(bodyImg).toMatch(/\swidth="1536"/);
      expect(bodyImg).toMatch(/\sheight="1152"/);
      const blog = readFileSync(join(dist, 'blog.html'), 'utf8');
      expect(rasterImageProblems(blog)).toEqual([]);
      // No page sends the camera original, so the build publishes no copy of it either.
      const published = readdirSync(join(dist, '_astro')).filter((file) => file.startsWith('team.'));
      const largest = Math.max(...published.map((file) => statSync(join(dist, '_astro', file)).size));
      expect(largest, `the largest of ${published.length} copies of the photo in dist/_astro`).toBeLessThan(300_000);
    });

    test('a 375 px phone at DPR 2 fetches the cover first and small, and the body copy small and late', async ({
      page,
    }) => {
      const dist = join(copy().dir, 'dist');
      await serveBuild(page, dist);
      const fetched = new Map<string, { type: string; bytes: number }>();
      page.on('response', async (response) => {
        if (!/\/_astro\/team\./.test(response.url())) return;
        const body = await response.body();
        fetched.set(response.url(), { type: response.headers()['content-type'] ?? '', bytes: body.length });
      });
      await page.goto('http://site.test/blog/webhook-best-practices');
      const cover = page.getByRole('img', { name: COVER_ALT });
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(cover).not.toHaveAttribute('loading', 'lazy');
      await expect(cover).toHaveJSProperty('complete', true);
      const coverUrl = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
      await expect.poll(() => fetched.get(coverUrl)).toBeTruthy();
      const coverFile = fetched.get(coverUrl)!;
      expect(coverFile.type).toMatch(/image\/(avif|webp)/);
      expect(coverFile.bytes).toBeLessThanOrEqual(PHOTO_BUDGET);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(960);

      const body = page.getByRole('img', { name: BODY_ALT });
      await expect(body).toHaveAttribute('loading', 'lazy');
      // Chrome fetches a lazy image already within about a screen's scroll; the cover still comes first.
      expect([...fetched.keys()][0], 'the cover is the first copy fetched').toBe(coverUrl);
      await body.scrollIntoViewIfNeeded();
      await expect(body).toHaveJSProperty('complete', true);
      const bodyUrl = await body.evaluate((img: HTMLImageElement) => img.currentSrc);
      await expect.poll(() => fetched.get(bodyUrl)).toBeTruthy();
      expect(fetched.get(bodyUrl)!.type).toMatch(/image\/(avif|webp)/);
      expect(fetched.get(bodyUrl)!.bytes).toBeLessThanOrEqual(PHOTO_BUDGET);
      const avif = [...fetched.keys()].filter((url) => url.endsWith('.avif'));
      expect(avif, 'the preload and the <picture> ask for the same copy, once').toEqual([coverUrl]);
      for (const [url, file] of fetched)
        test.info().annotations.push({ type: 'fetched', description: `${url}: ${file.bytes} B` });
    });

    test('image mistakes stop the build, each naming the file, where it is named and what to do', async () => {
      const project = copy();
      writeFileSync(join(project.dir, 'content/blog/images/small.jpg'), await cameraPhoto({ width: 800, height: 600 }));
      writeFileSync(
        join(project.dir, 'content/blog/images/phone.heic'),
        Buffer.from('ftypheic, not a format the build reads'),
      );
      project.write(
        POST,
        project
          .read(POST)
          .replace(/^ {2}src: .*$/m, '  src: ./images/small.jpg')
          .replace(
            /^## /m,
            '![](./images/team.jpg)\n\n![A phone](./images/phone.heic)\n\n![A chart](./images/chart.png)\n\n## ',
          ),
      );
      const { status, output } = project.build();
      expect(status).not.toBe(0);
      for (const message of [
        'image.src: content/blog/images/small.jpg is 800 pixels wide; a cover photo needs at least 1200',
        'the image ./images/team.jpg has no alt text. Write what it shows between the brackets',
        'content/blog/images/phone.heic is a HEIC file, which the build cannot read. Save it as JPEG or PNG',
        'no image file content/blog/images/chart.png. Put the image in the images folder beside this file',
      ])
        expect(output).toContain(message);
      expect(output).toContain('content/blog/webhook-best-practices.md');
    });
  });
}
