import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogAndPressSchemas } from '../schemas/blog-and-press';
import { fieldShape } from '../schemas/field-shape';
import { checkContentImages } from './content-images';

describe('the images a post names', () => {
  const folder = mkdtempSync(join(tmpdir(), 'content-images-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'images'));
  writeFileSync(
    join(folder, 'images/map.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900"/></svg>',
  );
  const shape = fieldShape(blogAndPressSchemas.blog);
  const post = join(folder, 'post.md');
  const shown = (path: string) => relative(process.cwd(), join(folder, path));

  it('stop the load at a cover its schema reads with image() that is not there, naming the field and the file', async () => {
    const data = { title: 'A post', image: { src: './images/team-photo.jpg', alt: 'The team' } };
    await expect(checkContentImages(post, shape, data, '---\ntitle: A post\n---\n\nText.\n')).rejects.toThrow(
      `image.src: no image file ${shown('images/team-photo.jpg')}. Put the image in the images folder beside this file`,
    );
  });

  it('name the file a misspelt name most likely means', async () => {
    const text = '---\ntitle: A post\n---\n\n![A map](./images/maps.svg)\n';
    await expect(checkContentImages(post, shape, { title: 'A post' }, text)).rejects.toThrow(
      `line 5: no image file ${shown('images/maps.svg')}. Put the image in the images folder beside this file and write ./images/its-name.jpg, or fix the name "./images/maps.svg": is it "./images/map.svg"?`,
    );
  });

  it('pass a cover that is there, and a body image with its alt text', async () => {
    const data = { title: 'A post', image: { src: './images/map.svg', alt: 'A map' } };
    await expect(
      checkContentImages(post, shape, data, '---\ntitle: A post\n---\n\n![A map](./images/map.svg)\n'),
    ).resolves.toBeUndefined();
  });

  it('leave a text that only looks like an image path alone: only image() fields are images', async () => {
    const text = '---\ntitle: ./images/none.jpg\n---\n';
    await expect(checkContentImages(post, shape, { title: './images/none.jpg' }, text)).resolves.toBeUndefined();
  });
});
