import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { z } from 'astro/zod';
import { CONTENT } from '../../lib/project-files';

/**
 * An English content file (`content/` + file: a YAML file, or a Markdown file's frontmatter,
 * optionally one key of it), parsed by the schema the build uses: the words an English page shows.
 */
export function englishCopy<S extends z.ZodType>(schema: S, file: string, key?: string): z.output<S> {
  const text = readFileSync(join(CONTENT, file), 'utf8');
  const yaml = file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
  const data = load(yaml) as Record<string, unknown>;
  return schema.parse(key === undefined ? data : data[key]);
}
