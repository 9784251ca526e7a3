import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Collection } from '@sveltia/cms';
import postcss, { type Rule } from 'postcss';
import { expect, test } from 'vitest';
import { builtPages, DIST } from '../support/built-site';
import { collections } from '../../src/content.config';
import { editorFiles } from '../../src/editor/editor-collections';
import { editorConfig } from '../../src/editor/editor-config';
import { LOCALES, SOURCE_LOCALE, TRANSLATIONS } from '../../src/i18n/locales';

const config = editorConfig(collections, { siteUrl: 'https://www.example.com', env: {} });
const routes = new Set(builtPages().map((page) => page.route));
const served = (path: string) => {
  const route = path.replace(/(.)\/$/, '$1');
  return routes.has(route) || existsSync(join(DIST, route)) || existsSync(join(DIST, `${route}.html`));
};
/** A preview path as the editor fills it for one language: English drops its "{{locale}}/". */
const fill = (template: string, locale: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (path, [name, value]) => path.replaceAll(`{{${name}}}`, value),
    locale === SOURCE_LOCALE ? template.replace(/\{\{locale\}\}[./]/, '') : template.replaceAll('{{locale}}', locale),
  );

/** The entries of a collection: the Markdown files of its folder, and of its subfolders when it is nested. */
const markdownUnder = (dir: string, nested: boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return nested || LOCALES.some((locale) => locale === entry.name) ? markdownUnder(path, nested) : [];
    return entry.name.endsWith('.md') ? [path] : [];
  });

test('every entry’s preview link in the editor opens its page in the build, in its language', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const collection of config.collections ?? []) {
    if ('folder' in collection && collection.preview_path) {
      const { folder, preview_path: template } = collection as Collection & { folder: string; preview_path: string };
      for (const file of markdownUnder(folder, 'nested' in collection && Boolean(collection.nested))) {
        const path = relative(folder, file).replace(/\.md$/, '');
        const [first, ...rest] = path.split('/');
        const locale = TRANSLATIONS.some((language) => language === first) ? first! : SOURCE_LOCALE;
        const inside = locale === SOURCE_LOCALE ? path : rest.join('/');
        if (locale !== SOURCE_LOCALE && !collection.i18n) continue;
        const slash = inside.lastIndexOf('/');
        const values = {
          slug: inside.slice(slash + 1),
          filename: inside.slice(slash + 1),
          dirname: inside.slice(0, Math.max(slash, 0)),
        };
        const url = fill(template, locale, values);
        checked += 1;
        if (!served(url)) missing.push(`${collection.name}: ${file} -> ${url}`);
      }
    }
    for (const file of editorFiles([collection])) {
      if (!file.preview_path) continue;
      for (const locale of file.i18n ? LOCALES : [SOURCE_LOCALE]) {
        const url = fill(file.preview_path, locale);
        checked += 1;
        if (!served(url)) missing.push(`${collection.name}/${file.name} (${locale}) -> ${url}`);
      }
    }
  }
  expect(missing).toEqual([]);
  expect(checked).toBeGreaterThan(200);
});

test('the editor is built beside the site but is none of its pages: not in the sitemap, not in search', () => {
  expect(existsSync(join(DIST, 'admin.html'))).toBe(true);
  expect(existsSync(join(DIST, 'admin/config.yml'))).toBe(true);
  expect(routes.has('/admin')).toBe(false);
});

/** Each rule of a stylesheet as its selector, inside the at-rules (layers, media queries) that hold it. */
function rulesOf(css: string): Set<string> {
  const rules = new Set<string>();
  postcss.parse(css).walkRules((rule: Rule) => {
    const within: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
      within.unshift(`@${parent.name} ${parent.params}`);
    rules.add([...within, rule.selector].join(' > '));
  });
  return rules;
}

test('the editor’s preview pane is styled by the site’s own stylesheet, its Markdown body as the site’s article text', () => {
  const page = readFileSync(join(DIST, 'index.html'), 'utf8');
  const sheets = new Set(
    [...page.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/g)].map(([, href]) => href),
  );
  expect(sheets.size).toBe(1);
  const site = rulesOf(readFileSync(join(DIST, [...sheets][0] ?? ''), 'utf8'));
  const preview = rulesOf(readFileSync(join(DIST, 'admin/preview.css'), 'utf8'));
  expect([...site].filter((rule) => !preview.has(rule))).toEqual([]);
  const body = [...preview].filter((rule) => /\[data-field-type='?markdown'?\]/.test(rule));
  expect(body.some((rule) => rule.includes(':where(ul)'))).toBe(true);
  expect(body.some((rule) => rule.includes(':where(h2)'))).toBe(true);
});
