import { describe, expect, test } from 'vitest';
import { changelogEntries, changelogPage, productName } from '../support/content-files';
import { DIST } from '../support/built-site';
import { pagesOf } from '../support/list-pages';
import { all, builtDocument, headingTexts, labelled, linksNamed, one, textOf } from './built-document';

// What the changelog's pages say with JavaScript off, read from the build; its feed and search
// are checked in a browser (e2e/changelog.spec.ts).

const entries = changelogEntries();
const copy = changelogPage();
test('/changelog lists every entry, newest first over its pages, with its type and product tags', () => {
  const document = builtDocument('/changelog');
  expect(headingTexts(document, 1)).toEqual([copy.heading]);
  expect(linksNamed(labelled(document, 'nav', 'Breadcrumb')[0], 'Home')).toHaveLength(1);
  const articles = pagesOf(DIST, '/changelog').flatMap((page) => all(page.document, 'main article'));
  expect(articles).toHaveLength(entries.length);
  const newest = [...entries].sort((a, b) => b.data.date.getTime() - a.data.date.getTime())[0]!;
  expect(textOf(one(articles[0], 'h2, h3'))).toBe(newest.data.title);
  for (const { id, data } of entries) {
    const article = articles.filter((candidate) => linksNamed(candidate, data.title).length > 0);
    expect(article, id).toHaveLength(1);
    expect(linksNamed(article[0], data.title)[0]?.attribs.href, id).toBe(`/changelog/${id}`);
    expect(textOf(article[0]!), id).toContain(copy.typeLabels[data.type]);
    const [tags] = labelled(article[0], 'ul', 'Products');
    expect(all(tags, 'a').map(textOf), id).toEqual(data.products.map(productName));
  }
});

describe.each(entries.map((entry) => [entry.id, entry.data] as const))('/changelog/%s', (id, data) => {
  test('shows the entry with its type and products', () => {
    const document = builtDocument(`/changelog/${id}`);
    expect(headingTexts(document, 1)).toEqual([data.title]);
    const article = one(document, 'article');
    expect(textOf(article)).toContain(copy.typeLabels[data.type]);
    for (const product of data.products)
      expect(linksNamed(article, productName(product))[0]?.attribs.href, product).toBe(`/products/${product}`);
    expect(linksNamed(labelled(document, 'nav', 'Breadcrumb')[0], 'Changelog')[0]?.attribs.href).toBe('/changelog');
    expect(textOf(one(document, 'main')).length).toBeGreaterThan(300);
  });
});
