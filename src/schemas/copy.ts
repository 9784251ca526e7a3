import { z } from 'astro/zod';
import { pseudo } from './pseudo';
import { forEditor } from './editor-meta';

export { PSEUDO_LOCALE, pseudo } from './pseudo';

/** A visitor copy field (see ./pseudo.ts): trimmed, length-checked, wrapped in the pseudo-locale build. */
export function copy(limits: { min?: number; max?: number } = {}) {
  let text = z
    .string()
    .trim()
    .min(limits.min ?? 1, 'Write some text here, or remove the field if it is optional');
  if (limits.max !== undefined) text = text.max(limits.max, `Keep this under ${limits.max} characters`);
  return forEditor(text.transform(pseudo), { kind: 'copy' });
}
