import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { englishPath } from '../i18n/entries';
import { readEntryBody } from './entry-data';

type Store = LoaderContext['store'];
type Rendered = Awaited<ReturnType<LoaderContext['renderMarkdown']>>;

/**
 * A translated Markdown entry without a body shows its English file's body (English first): rendered
 * here as if it were the translation's own, so its links lead to the pages in the translation's
 * language (src/markdown/localized-links.ts), and put in place when the loader stores the entry.
 * The data layer marks it `lang="en"` (src/data/localized.ts `bodyLang`).
 */
export function englishBodies(context: LoaderContext): {
  prepare: (translationFile: string) => Promise<void>;
  store: Store;
} {
  const root = fileURLToPath(context.config.root);
  const bodies = new Map<string, { body: string; rendered: Rendered }>();

  const prepare = async (translationFile: string) => {
    const file = resolve(root, translationFile);
    bodies.delete(file);
    if (!file.endsWith('.md') || readEntryBody(file)) return;
    const body = readEntryBody(englishPath(file));
    if (body)
      bodies.set(file, { body, rendered: await context.renderMarkdown(body, { fileURL: pathToFileURL(file) }) });
  };

  const set: Store['set'] = (entry) => {
    const english = entry.filePath ? bodies.get(resolve(root, entry.filePath)) : undefined;
    return context.store.set(
      english
        ? {
            ...entry,
            body: english.body,
            rendered: english.rendered,
            assetImports: english.rendered.metadata?.imagePaths,
          }
        : entry,
    );
  };
  const store = new Proxy(context.store, {
    get(target, property, receiver) {
      if (property === 'set') return set;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { prepare, store };
}
