import { CHANNELS, loadDraft, type Channel, type ComposeDraft } from '../../lib/compose-draft';
import type { ComposeField } from '../../lib/compose-send';

const DRAFT_FIELDS: readonly ComposeField[] = ['recipient', 'subject', 'message'];

/** A draft field of a channel's form by its name, or null (only the e-mail form has a subject). */
export const draftField = (form: HTMLFormElement, name: ComposeField) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

/** What the form's fields hold now. */
export const readDraftFields = (form: HTMLFormElement): ComposeDraft => ({
  recipient: draftField(form, 'recipient')?.value ?? '',
  subject: draftField(form, 'subject')?.value ?? '',
  message: draftField(form, 'message')?.value ?? '',
});

export const isChannel = (value: unknown): value is Channel => CHANNELS.some((channel) => channel === value);

export const hasText = (draft: ComposeDraft): boolean => DRAFT_FIELDS.some((name) => draft[name] !== '');

/**
 * Gives a channel's form its draft: what the visitor has already typed into it, or else the
 * kept draft, put into its fields. Run by the page as it loads (before the island hydrates on
 * the first touch) and by the island when a tab opens; returns what the fields now hold.
 */
export function restoreDraft(form: HTMLFormElement, channel: Channel): ComposeDraft {
  const typed = readDraftFields(form);
  const draft = hasText(typed) ? typed : loadDraft(channel);
  for (const name of DRAFT_FIELDS) {
    const element = draftField(form, name);
    if (element) element.value = draft[name];
  }
  return draft;
}
