import { readFile } from 'node:fs/promises';
import { file, type Loader } from 'astro/loaders';
import { load as parseYaml } from 'js-yaml';

/**
 * Astro's `file()` loader only logs a YAML syntax error and carries on with an empty
 * collection, so a typo would silently empty a page. This one stops the build instead,
 * naming the file and the line.
 */
export function strictFile(path: string): Loader {
  const inner = file(path);
  return {
    name: 'strict-file',
    load: async (context) => {
      const text = await readFile(path, 'utf8');
      try {
        parseYaml(text);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${path} is not valid YAML: ${reason}`);
      }
      return inner.load(context);
    },
  };
}
