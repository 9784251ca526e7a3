/** What a translated file gets wrong against its English file, at a key path ("labels.menu", "items[2].title"). */
export interface TranslationProblem {
  path: string;
  problem: 'missing' | 'extra' | 'same as English';
}

/**
 * A text that is a value rather than wording, so a translation keeps it: a URL or path, an e-mail
 * address, an id, slug or icon name (one lower-case token), a code name (sendSms), or a text with no letters
 * outside its placeholders.
 */
export function isValueNotWording(text: string): boolean {
  const trimmed = text.trim();
  // Placeholders ({count}) are filled in by the page: what is left around them is the wording.
  if (!/\p{L}/u.test(trimmed.replace(/\{\w+\}/g, ''))) return true;
  if (/^(\/|#|https?:|mailto:|tel:)/.test(trimmed) || /^[^\s@]+@[^\s@]+$/.test(trimmed)) return true;
  return /^[a-z0-9][a-z0-9._-]*$/.test(trimmed) || /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(trimmed);
}

const join = (at: string, key: string | number) =>
  typeof key === 'number' ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Compares a translation with its English source, key by key: every key and list item of the English
 * file must be there, nothing else may be, and a text that reads exactly as in English is reported
 * unless it is a value (isValueNotWording) or `keptAsIs` lists it (brand, product and code names).
 */
export function compareTranslation(
  english: unknown,
  translated: unknown,
  keptAsIs: ReadonlySet<string>,
  at = '',
): TranslationProblem[] {
  if (translated === undefined || translated === null) return english == null ? [] : [{ path: at, problem: 'missing' }];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [{ path: at, problem: 'missing' }];
    const longest = Math.max(english.length, translated.length);
    return Array.from({ length: longest }, (_, index) =>
      index >= english.length
        ? [{ path: join(at, index), problem: 'extra' as const }]
        : compareTranslation(english[index], translated[index], keptAsIs, join(at, index)),
    ).flat();
  }
  if (isRecord(english)) {
    if (!isRecord(translated)) return [{ path: at, problem: 'missing' }];
    const extra = Object.keys(translated)
      .filter((key) => !(key in english))
      .map((key) => ({ path: join(at, key), problem: 'extra' as const }));
    return [
      ...Object.keys(english).flatMap((key) =>
        compareTranslation(english[key], translated[key], keptAsIs, join(at, key)),
      ),
      ...extra,
    ];
  }
  if (
    typeof english === 'string' &&
    english === translated &&
    !isValueNotWording(english) &&
    !keptAsIs.has(english.trim())
  )
    return [{ path: at, problem: 'same as English' }];
  return [];
}
