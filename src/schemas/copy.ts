import { z } from 'astro/zod';
import { pseudo } from './pseudo';
import { forEditor } from './editor-meta';

export { PSEUDO_LOCALE, pseudo } from './pseudo';

/** A visitor copy field (see ./pseudo.ts): trimmed, length-checked, wrapped in the pseudo-locale build. */
export function copy(limits: { min?: number; max?: number; empty?: string } = {}) {
  const empty = limits.empty ?? 'Write some text here, or remove the field if it is optional';
  // Left out: the field is required (an optional one never gets here), and a field's own hint says best what to write.
  const missing = limits.empty ?? 'Required: add this field with its text';
  const least = limits.min ?? 1;
  // A text that is there but short needs more words, not the advice for an empty field; the editor says the same.
  const short = `Write at least ${least} characters`;
  let text = z
    .string({ error: (issue) => (issue.input === undefined ? missing : undefined) })
    .trim()
    .min(least, { error: (issue) => (issue.input === '' ? empty : short) });
  if (limits.max !== undefined) text = text.max(limits.max, `Keep this under ${limits.max} characters`);
  return forEditor(text.transform(pseudo), { kind: 'copy' });
}
