import { readEntryBody } from './entry-data';
import { mergeTranslation, type MergedTranslation } from '../i18n/translation-merge';
import type { FieldShape } from '../schemas/field-shape';

/**
 * A translated entry merged over its English one (src/i18n/translation-merge.ts), with the texts its
 * language keeps as in English; a Markdown file's body is wording too: without one, or with the
 * English one, the page shows the English body.
 */
export function entryTranslation(
  shape: FieldShape,
  english: { file: string; data: unknown },
  translation: { file: string; data: unknown },
  keptAsIs: ReadonlySet<string>,
): MergedTranslation {
  const merged = mergeTranslation(shape, english.data, translation.data, keptAsIs);
  if (!translation.file.endsWith('.md')) return merged;
  const [englishBody, translatedBody] = [readEntryBody(english.file), readEntryBody(translation.file)];
  if (englishBody && !translatedBody) merged.inEnglish.push({ path: 'body', reason: 'missing' });
  else if (englishBody && englishBody === translatedBody)
    merged.inEnglish.push({ path: 'body', reason: 'same as English' });
  return merged;
}
