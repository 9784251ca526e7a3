import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runSteps } from './pipeline';
import { stepContext, writtenSite } from './test-site';
import { unshownImages } from './unshown-images';

it('deletes the images in _astro/ that no built file names, and keeps every other file', async () => {
  const dist = writtenSite({
    'index.html':
      '<img src="/_astro/cover.A1.svg" alt=""><img srcset="/_astro/photo.B2_x.avif 640w, /_astro/photo.B2_y.avif 960w" alt="">',
    'blog.html': '<link rel="stylesheet" href="/_astro/site.C3.css">',
    'rss.xml': '<enclosure url="https://www.example.com/_astro/feed-cover.D4.jpg"/>',
    '_astro/site.C3.css': '.hero{background:url(/_astro/hero.E5.webp)}',
    '_astro/cover.A1.svg': '<svg/>',
    '_astro/photo.B2_x.avif': 'x',
    '_astro/photo.B2_y.avif': 'y',
    '_astro/feed-cover.D4.jpg': 'jpg',
    '_astro/hero.E5.webp': 'webp',
    '_astro/Header.F6.js': 'export{}',
    // The originals of a draft's and a scheduled post's covers: no page shows them yet.
    '_astro/draft-post.G7.jpg': 'photo',
    '_astro/scheduled-post.H8.png': 'photo',
  });
  const logged: string[] = [];
  await runSteps([unshownImages], stepContext(dist, { logged }));
  expect(readdirSync(join(dist, '_astro')).sort()).toEqual([
    'Header.F6.js',
    'cover.A1.svg',
    'feed-cover.D4.jpg',
    'hero.E5.webp',
    'photo.B2_x.avif',
    'photo.B2_y.avif',
    'site.C3.css',
  ]);
  expect(logged).toContain('left out, as no page shows them: draft-post.G7.jpg, scheduled-post.H8.png');
  expect(existsSync(join(dist, 'index.html'))).toBe(true);
});
