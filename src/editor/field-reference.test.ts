import { readFileSync, writeFileSync } from 'node:fs';
import type { Collection, CollectionFile } from '@sveltia/cms';
import { expect, test } from 'vitest';
import { collections } from '../content.config';
import { editorConfig } from './editor-config';
import { tablesIn, withFieldTables } from './field-reference';

const README = 'content/README.md';
const config = editorConfig(collections, { siteUrl: 'https://www.example.com', env: {} });
const readme = readFileSync(README, 'utf8');

// `npm run docs:fields` rewrites the tables after a schema change.
test('the field tables of content/README.md are the ones the schemas give', () => {
  const generated = withFieldTables(readme, config);
  if (process.env.UPDATE_FIELD_TABLES === '1') writeFileSync(README, generated);
  else expect(readme, 'run npm run docs:fields').toBe(generated);
});

test('content/README.md has a field table for every collection the editor shows', () => {
  const names = ((config.collections ?? []) as Collection[]).flatMap((collection) =>
    'files' in collection ? (collection.files as CollectionFile[]).map((file) => file.name) : [collection.name],
  );
  expect(names.filter((name) => !tablesIn(readme).includes(name))).toEqual([]);
});
