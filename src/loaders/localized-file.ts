import { existsSync } from 'node:fs';
import type { Loader, LoaderContext } from 'astro/loaders';
import { localizedId, splitEntryId, translationPath } from '../i18n/entries';
import { LOCALES, type Locale } from '../i18n/locales';
import { strictFile } from './strict-file';
import { withSource, type SourcedLoader } from './content-source';

type Store = LoaderContext['store'];

/** The store as one language's file sees it: its ids get the language's prefix, and clear() empties only them. */
function storeFor(store: Store, locale: Locale): Store {
  const set: Store['set'] = (entry) => store.set({ ...entry, id: localizedId(locale, entry.id) });
  const clear = () => {
    for (const key of store.keys()) if (splitEntryId(key).locale === locale) store.delete(key);
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'set') return set;
      if (property === 'clear') return clear;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A YAML list file and its translations (content/account/activity.yaml, content/account/es/activity.yaml,
 * ...) as one collection, each file checked as strictFile() checks it.
 */
export function localizedFile(path: string): SourcedLoader {
  const loader: Loader = {
    name: 'localized-file',
    load: async (context) => {
      for (const locale of LOCALES) {
        const file = translationPath(path, locale);
        // A language whose file is not written yet shows the English entries (src/data/localized.ts).
        if (existsSync(file)) await strictFile(file).load({ ...context, store: storeFor(context.store, locale) });
      }
    },
  };
  return withSource(loader, { kind: 'file', file: path, translated: true });
}
