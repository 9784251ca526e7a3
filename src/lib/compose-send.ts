/**
 * What compose's Send checks and says (spec §4, §5, §8). The fields are checked top to bottom:
 * the recipient, the subject (e-mail only), then the message; text of spaces only counts as
 * empty. The spec leaves the order of the recipient and message checks open.
 */
import type { Channel, ComposeDraft } from './compose-draft';
import type { NoticeText } from './messages';
import { plural } from './plural';
import { parseRecipients } from './recipients';
import { fill } from './template';
import type { ComposeFormCopy } from '../schemas/forms';

export type ComposeField = keyof ComposeDraft;
export type ComposeProblem = 'missingRecipient' | 'missingSubject' | 'emptyMessage';

/** The field each problem is about: it is marked invalid and focused. */
export const PROBLEM_FIELD: Record<ComposeProblem, ComposeField> = {
  missingRecipient: 'recipient',
  missingSubject: 'subject',
  emptyMessage: 'message',
};

/** The problem a field is marked for: its message is shown under it. */
export const FIELD_PROBLEM = Object.fromEntries(
  Object.entries(PROBLEM_FIELD).map(([problem, field]) => [field, problem]),
) as Record<ComposeField, ComposeProblem>;

/** The first problem with a message about to be sent on `channel`, or null when it can go. */
export function composeProblem(channel: Channel, draft: ComposeDraft): ComposeProblem | null {
  if (parseRecipients(draft.recipient).length === 0) return 'missingRecipient';
  if (channel === 'email' && draft.subject.trim() === '') return 'missingSubject';
  if (draft.message.trim() === '') return 'emptyMessage';
  return null;
}

/** The notice once sent: "Your SMS message to 2 recipients has been queued for delivery." */
export function sentNotice(
  notices: Pick<ComposeFormCopy['notices'], 'sent'>,
  noun: string,
  draft: Pick<ComposeDraft, 'recipient'>,
): NoticeText {
  const { title, description, recipients } = notices.sent;
  const count = parseRecipients(draft.recipient).length;
  return { title, description: fill(description, { channel: noun, recipients: plural(count, recipients) }) };
}

/** The field marked invalid once `typedIn` has changed: typing into it clears its mark, not another's. */
export function invalidAfterInput(invalid: ComposeField | null, typedIn: string): ComposeField | null {
  return invalid === typedIn ? null : invalid;
}
