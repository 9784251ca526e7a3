import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { englishPath, localeOfFile } from '../i18n/entries';
import { SOURCE_LOCALE } from '../i18n/locales';
import { readEntryBody } from '../lib/content-file';

/**
 * A translated Markdown entry without a body shows its English file's body (English first): once
 * the entries are stored, each such translation gets the English body, rendered here as if it were
 * the translation's own, so its links lead to the pages in the translation's language
 * (src/markdown/localized-links.ts). It keeps its digest, so a build that finds the translation
 * unchanged keeps it as it is. The data layer marks it `lang="en"` (src/data/localized.ts `bodyLang`).
 */
export async function putEnglishBodies({ config, store, renderMarkdown }: LoaderContext): Promise<void> {
  const root = fileURLToPath(config.root);
  for (const entry of store.values()) {
    if (!entry.filePath?.endsWith('.md') || entry.body?.trim()) continue;
    const file = resolve(root, entry.filePath);
    if (localeOfFile(file) === SOURCE_LOCALE) continue;
    const body = readEntryBody(englishPath(file));
    if (!body) continue;
    const rendered = await renderMarkdown(body, { fileURL: pathToFileURL(file) });
    const assetImports = [...(entry.assetImports ?? []), ...(rendered.metadata?.imagePaths ?? [])];
    // The store keeps an entry whose digest it already has as it is: it is replaced, not set over.
    store.delete(entry.id);
    store.set({ ...entry, body, rendered, ...(assetImports.length > 0 ? { assetImports } : {}) });
  }
}
