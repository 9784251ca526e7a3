/**
 * Content errors found while `astro dev` runs, by file, for the dev error overlay
 * (src/integrations/content-error-overlay.ts). Astro's loaders only log a file that fails to
 * reload and keep serving the old page; the loaders in this folder report here instead.
 * The registry lives on globalThis: the content layer and the dev server load this module
 * through different module graphs in one process.
 */
export interface ContentError {
  /** The file, relative to the project root (content/products/sms.md). */
  file: string;
  message: string;
}

type Listener = (errors: ContentError[]) => void;

const KEY = Symbol.for('relaymark.content-errors');
const registry = ((globalThis as Record<symbol, unknown>)[KEY] ??= {
  errors: new Map<string, ContentError>(),
  listeners: new Set<Listener>(),
}) as { errors: Map<string, ContentError>; listeners: Set<Listener> };

const notify = () => {
  const errors = [...registry.errors.values()];
  for (const listener of registry.listeners) listener(errors);
};

/**
 * What a collection's last load found: its files' errors (`ofCollection` says which files are its)
 * are replaced by `error`, or cleared when the load succeeded. A load reads the whole collection, so
 * an error reported for one of its files earlier (a file since deleted, or fixed together with
 * another) is not left on screen.
 */
export function replaceContentErrors(ofCollection: (file: string) => boolean, error?: ContentError): void {
  let cleared = false;
  for (const file of [...registry.errors.keys()]) if (ofCollection(file)) cleared = registry.errors.delete(file);
  if (error) registry.errors.set(error.file, error);
  if (cleared || error) notify();
}

export const currentContentErrors = (): ContentError[] => [...registry.errors.values()];

export function onContentErrors(listener: Listener): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}
