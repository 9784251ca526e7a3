import { describe, expect, test } from 'vitest';
import { bodyImages, imageProblem, missingAlt } from './image-checks';

const place = {
  where: 'image.src',
  path: './images/cover.jpg',
  shown: 'content/blog/images/cover.jpg',
  minWidth: 1200,
};

describe('an image a content file names', () => {
  test('a missing file names the file and where images go', () => {
    expect(imageProblem({ found: false }, place)).toMatch(
      /^image\.src: no image file content\/blog\/images\/cover\.jpg\. Put the image in the images folder beside this file/,
    );
  });
  test('a format the pipeline cannot read names the format and what to save it as', () => {
    const heic = { ...place, path: './images/cover.heic', shown: 'content/blog/images/cover.heic' };
    expect(imageProblem({ found: true, format: 'heif' }, heic)).toMatch(
      /content\/blog\/images\/cover\.heic is a HEIF file, which the build cannot read\. Save it as JPEG or PNG/,
    );
    expect(imageProblem({ found: true }, heic)).toMatch(/cannot read/);
  });
  test('a cover photo narrower than the minimum names its width and the minimum', () => {
    expect(imageProblem({ found: true, format: 'jpeg', width: 800 }, place)).toMatch(
      /cover\.jpg is 800 pixels wide; a cover photo needs at least 1200/,
    );
    expect(imageProblem({ found: true, format: 'jpeg', width: 1200 }, place)).toBeUndefined();
  });
  test('an SVG has no pixel width to check', () => {
    expect(imageProblem({ found: true, format: 'svg', width: 600 }, place)).toBeUndefined();
  });
});

describe('the images of a Markdown body', () => {
  const body = [
    '---',
    'title: x',
    '---',
    'Text ![A chart](./images/chart.png) and ![ ](./images/empty.jpg "t").',
    '```md',
    '![not an image](./images/in-code.png)',
    '```',
    '![Remote](https://example.com/a.png)',
  ].join('\n');
  test('are found with their line, leaving code and web addresses alone', () => {
    expect(bodyImages(body)).toEqual([
      { alt: 'A chart', path: './images/chart.png', line: 4 },
      { alt: '', path: './images/empty.jpg', line: 4 },
    ]);
  });
  test('one without alt text is told how to write it', () => {
    expect(missingAlt({ alt: '', path: './images/empty.jpg', line: 4 })).toMatch(
      /^line 4: the image \.\/images\/empty\.jpg has no alt text\. Write what it shows between the brackets, e\.g\. !\[/,
    );
  });
});
