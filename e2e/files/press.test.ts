import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST } from '../support/built-site';
import { frontmatter } from '../support/content-files';
import { all, builtDocument, headingTexts, one, sectionOf } from './built-document';

// What the newsroom says, read from the build.

const releases = frontmatter<{ title: string; pdf?: string }>('press');

test('the newsroom shows releases, the news, the media contact and media resources', () => {
  const document = builtDocument('/press');
  expect(all(document, 'h1')).toHaveLength(1);
  for (const release of releases)
    expect(all(document, `[data-press-releases] a[href="/press/${release.id}"]`), release.id).toHaveLength(1);
  const news = all(document, '[data-press-news] a').map((link) => link.attribs.href);
  expect(news).toHaveLength(5);
  for (const href of news) expect(href).toMatch(/^https:\/\//);
  expect(one(sectionOf(document, 'media-contact-heading'), 'a[href^="mailto:"]')).toBeDefined();
  const buttons = all(document, '[data-media-resources] button');
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) expect(button.attribs.type).toBe('button');
});

describe.each(releases.map((release) => [release.id, release.data] as const))('/press/%s', (id, release) => {
  test(`is a page with the release${release.pdf ? ' and its PDF' : ''}`, () => {
    const document = builtDocument(`/press/${id}`);
    expect(headingTexts(document, 1)).toEqual([release.title]);
    expect(one(document, 'article time')?.attribs.datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (release.pdf) {
      expect(one(document, `a[href="${release.pdf}"]`)).toBeDefined();
      expect(readFileSync(join(DIST, release.pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
