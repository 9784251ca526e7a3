import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { file, type Loader } from 'astro/loaders';
import { load as parseYaml } from 'js-yaml';
import { duplicateIds } from '../lib/duplicate-ids';
import { clearContentError, reportContentError } from './content-errors';
import { withSource, type SourcedLoader } from './content-source';

/**
 * Parses a YAML list file, or throws naming the file and the line of a syntax error, or both
 * lines of two entries that share an id.
 */
export function checkYamlList(path: string, text: string): unknown {
  let entries: unknown;
  try {
    entries = parseYaml(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path} is not valid YAML: ${reason}`);
  }
  const repeated = duplicateIds(text, entries);
  if (repeated.length > 0) {
    const list = repeated.map(({ id, lines }) => `"${id}" (lines ${lines.join(' and ')})`).join(', ');
    throw new Error(`${path}: two entries share the id ${list}. Give each entry its own id.`);
  }
  return entries;
}

/**
 * Astro's `file()` loader only logs a YAML syntax error and carries on with an empty
 * collection, so a typo would silently empty a page. This one stops the build instead,
 * naming the file and the line. Two entries with one id (which `file()` would quietly merge)
 * stop it too, naming both lines. While `astro dev` runs, a mistake saved into the file shows
 * in the browser's error overlay (src/integrations/content-error-overlay.ts).
 */
export function strictFile(path: string): SourcedLoader {
  const inner = file(path);
  const relative = path.replace(/^\.\//, '');
  let watching = false;

  const check = async () => void checkYamlList(path, await readFile(path, 'utf8'));

  const loader: Loader = {
    name: 'strict-file',
    load: async (context) => {
      await check();
      // The file is watched here rather than by file(), so a reload that fails is reported.
      const unwatched = { ...context, watcher: undefined };
      await inner.load(unwatched);
      const absolute = fileURLToPath(new URL(path, context.config.root));
      if (!context.watcher || watching) return;
      watching = true;
      context.watcher.add(absolute);
      context.watcher.on('change', (changed) => {
        if (changed !== absolute) return;
        check()
          .then(() => inner.load(unwatched))
          .then(() => clearContentError(relative))
          .catch((error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            context.logger.error(message);
            reportContentError(relative, message);
          });
      });
    },
  };
  return withSource(loader, { kind: 'file', file: path, translated: false });
}
