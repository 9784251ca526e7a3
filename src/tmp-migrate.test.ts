import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'vitest';
import { parseDocument } from 'yaml';
import { collections } from './content.config';
import { translationReport } from './loaders/translation-report';
import { fieldShape, holdsCopy, type CollectionSchema, type FieldShape } from './schemas/field-shape';

type Path = (string | number)[];
function valuePaths(data: unknown, shape: FieldShape, at: Path, out: Path[]) {
  if (!holdsCopy(shape)) { out.push(at); return; }
  if (shape.kind === 'array' && Array.isArray(data)) data.forEach((item, i) => valuePaths(item, shape.items, [...at, i], out));
  if (shape.kind === 'object' && data && typeof data === 'object')
    for (const [key, value] of Object.entries(data)) {
      const field = shape.properties[key];
      if (field) valuePaths(value, field, [...at, key], out);
    }
}

test('migrate', () => {
  const rows = translationReport(collections);
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.problems || seen.has(row.translation)) continue;
    seen.add(row.translation);
    const shape = fieldShape((collections as Record<string, { schema?: unknown }>)[row.collection]!.schema as CollectionSchema);
    const text = readFileSync(row.translation, 'utf8');
    const md = row.translation.endsWith('.md');
    const m = md ? /^---\r?\n([\s\S]*?\r?\n)---(\r?\n?[\s\S]*)$/.exec(text) : null;
    const doc = parseDocument(md ? m![1]! : text);
    const data = doc.toJS();
    const paths: Path[] = [];
    if (Array.isArray(data)) data.forEach((item, i) => {
      const p: Path[] = [];
      valuePaths(item, shape, [i], p);
      paths.push(...p.filter((path) => !(path.length === 2 && path[1] === 'id')));
    });
    else valuePaths(data, shape, [], paths);
    // list items: keep their id
    for (const path of paths.reverse()) doc.deleteIn(path);
    const out = doc.toString({ lineWidth: 0 });
    writeFileSync(row.translation, md ? `---\n${out}---${m![2]}` : out);
  }
});
