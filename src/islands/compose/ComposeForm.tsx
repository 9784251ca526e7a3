import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  clearDraft,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type Channel,
  type ComposeDraft,
} from '../../lib/compose-draft';
import { BUSY_LABELS, COMPOSE_NOTICES, DELAYS_MS, NOTICES } from '../../lib/messages';
import { parseRecipients } from '../../lib/recipients';
import { wait } from '../../lib/wait';
import { inputClass, TextArea } from '../shared/fields';
import { showNotice, showNoticeAndGo } from '../shared/notify';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ComposeDraft>(EMPTY_DRAFT);
  const [restored, setRestored] = useState(false);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);

  // The fields are uncontrolled, so text typed before hydration survives it; the state
  // mirrors them for the counter and the saved draft.
  const field = (name: Field) =>
    formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const readFields = (): ComposeDraft => ({
    recipient: field('recipient')?.value ?? '',
    subject: field('subject')?.value ?? '',
    message: field('message')?.value ?? '',
  });

  useEffect(() => {
    const typed = readFields();
    const next = typed.recipient || typed.subject || typed.message ? typed : loadDraft(channel);
    for (const name of ['recipient', 'subject', 'message'] as const) {
      const element = field(name);
      if (element) element.value = next[name];
    }
    setDraft(next);
    setRestored(true);
    // readFields reads the form through a ref; only a change of channel should restore a draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel]);

  useEffect(() => {
    if (restored && !busy) saveDraft(channel, draft);
  }, [channel, draft, busy, restored]);

  const onInput = (event: { target: EventTarget }) => {
    setDraft(readFields());
    const name = (event.target as HTMLInputElement).name;
    if (invalid === name) setInvalid(null);
  };

  const fail = (name: Field, notice: { title: string; description: string }) => {
    setInvalid(name);
    showNotice({ kind: 'error', ...notice });
    field(name)?.focus();
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const current = readFields();
    const recipients = parseRecipients(current.recipient);
    if (recipients.length === 0) return fail('recipient', NOTICES.missingRecipient);
    if (channel === 'email' && !current.subject.trim()) return fail('subject', COMPOSE_NOTICES.missingSubject);
    if (!current.message.trim()) return fail('message', NOTICES.emptyMessage);
    setBusy(true);
    await wait(DELAYS_MS.send);
    clearDraft(channel);
    showNoticeAndGo({ kind: 'success', ...COMPOSE_NOTICES.sent(copy.noun, recipients.length) }, '/dashboard');
  }

  const recipientId = `compose-${channel}-recipient`;
  const subjectId = `compose-${channel}-subject`;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-5" aria-busy={busy}>
      <div>
        <label htmlFor={recipientId} className="block text-sm font-medium text-ink">
          {copy.recipientLabel}
        </label>
        <textarea
          id={recipientId}
          name="recipient"
          rows={2}
          inputMode={copy.recipientType === 'email' ? 'email' : 'tel'}
          autoComplete="off"
          placeholder={copy.recipientLabel}
          aria-required="true"
          aria-invalid={invalid === 'recipient'}
          aria-describedby={`${recipientId}-hint`}
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
        className="min-h-[200px]"
        hint={
          channel === 'sms' ? (
            <SmsCounter
              message={draft.message}
              recipients={parseRecipients(draft.recipient).length}
              pricePerSegment={smsPrice}
            />
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
