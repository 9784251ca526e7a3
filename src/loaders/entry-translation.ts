import { readEntryBody } from './entry-data';
import { mergeTranslation, type MergedTranslation } from '../i18n/translation-merge';
import type { FieldShape } from '../schemas/field-shape';

/**
 * A translated entry merged over its English one (src/i18n/translation-merge.ts), with the texts its
 * language keeps as in English; a Markdown file's body is wording too, so it must be written, and
 * not left as in English.
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
  if (englishBody && !translatedBody) merged.problems.push({ path: 'body', problem: 'missing' });
  else if (englishBody && englishBody === translatedBody)
    merged.problems.push({ path: 'body', problem: 'same as English' });
  return merged;
}
