import { useEffect, useState, type SubmitEvent } from 'react';
import { clearDraft, EMPTY_DRAFT, loadDraft, saveDraft, type Channel, type ComposeDraft } from '../../lib/compose-draft';
import { BUSY_LABELS, COMPOSE_NOTICES, DELAYS_MS, NOTICES } from '../../lib/messages';
import { parseRecipients } from '../../lib/recipients';
import { wait } from '../../lib/wait';
import { inputClass, TextArea } from '../form/fields';
import { showNotice, showNoticeAndGo } from '../notify';
import { CHANNEL_COPY } from './channels';
import { SmsCounter } from './SmsCounter';

interface Props {
  channel: Channel;
  smsPrice: number;
  cancelHref: string;
}

type Field = keyof ComposeDraft;

/** One channel's message form. The draft is saved as the person types and cleared once sent. */
export function ComposeForm({ channel, smsPrice, cancelHref }: Props) {
  const copy = CHANNEL_COPY[channel];
  const [draft, setDraft] = useState<ComposeDraft>(EMPTY_DRAFT);
  const [restored, setRestored] = useState(false);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);

  // Restored after mount, so the server HTML and the first client render agree.
  useEffect(() => {
    setDraft(loadDraft(channel));
    setRestored(true);
  }, [channel]);

  useEffect(() => {
    if (restored && !busy) saveDraft(channel, draft);
  }, [channel, draft, busy, restored]);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((current) => ({ ...current, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  const fail = (field: Field, notice: { title: string; description: string }, form: HTMLFormElement) => {
    setInvalid(field);
    showNotice({ kind: 'error', ...notice });
    form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const recipients = parseRecipients(draft.recipient);
    if (recipients.length === 0) return fail('recipient', NOTICES.missingRecipient, form);
    if (channel === 'email' && !draft.subject.trim()) return fail('subject', COMPOSE_NOTICES.missingSubject, form);
    if (!draft.message.trim()) return fail('message', NOTICES.emptyMessage, form);
    setBusy(true);
    await wait(DELAYS_MS.send);
    clearDraft(channel);
    showNoticeAndGo({ kind: 'success', ...COMPOSE_NOTICES.sent(copy.noun, recipients.length) }, '/dashboard');
  }

  const recipientId = `compose-${channel}-recipient`;
  const subjectId = `compose-${channel}-subject`;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <div>
        <label htmlFor={recipientId} className="block text-sm font-medium text-ink">
          {copy.recipientLabel}
        </label>
        <input
          id={recipientId}
          name="recipient"
          type="text"
          inputMode={copy.recipientType === 'email' ? 'email' : 'tel'}
          autoComplete="off"
          placeholder={copy.recipientLabel}
          aria-required="true"
          aria-invalid={invalid === 'recipient'}
          aria-describedby={`${recipientId}-hint`}
          value={draft.recipient}
          onChange={update('recipient')}
          className={inputClass}
        />
        <p id={`${recipientId}-hint`} className="mt-1 text-sm text-slate-600">
          Separate several recipients with commas or new lines.
        </p>
      </div>
      {channel === 'email' && (
        <div>
          <label htmlFor={subjectId} className="block text-sm font-medium text-ink">
            Subject
          </label>
          <input
            id={subjectId}
            name="subject"
            type="text"
            placeholder="Subject"
            aria-required="true"
            aria-invalid={invalid === 'subject'}
            value={draft.subject}
            onChange={update('subject')}
            className={inputClass}
          />
        </div>
      )}
      <TextArea
        label={copy.messageLabel}
        name="message"
        placeholder="Type your message here..."
        aria-required="true"
        aria-invalid={invalid === 'message'}
        value={draft.message}
        onChange={update('message')}
        className="min-h-[200px]"
        hint={
          channel === 'sms' ? (
            <SmsCounter message={draft.message} recipients={parseRecipients(draft.recipient).length} pricePerSegment={smsPrice} />
          ) : undefined
        }
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a
          href={cancelHref}
          className="inline-flex items-center justify-center rounded-md px-4 py-2.5 font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          Cancel
        </a>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600"
        >
          {busy ? BUSY_LABELS.send : 'Send'}
        </button>
      </div>
    </form>
  );
}
