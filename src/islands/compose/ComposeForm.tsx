import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { clearDraft, EMPTY_DRAFT, saveDraft, type Channel, type ComposeDraft } from '../../lib/compose-draft';
import {
  composeProblem,
  invalidAfterInput,
  FIELD_PROBLEM,
  PROBLEM_FIELD,
  sentNotice,
  type ComposeField,
} from '../../lib/compose-send';
import { formatNumber } from '../../lib/figures';
import { MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../../lib/field-limits';
import { DELAYS_MS } from '../../lib/messages';
import { whenShown } from '../../lib/page-shown';
import { parseRecipients } from '../../lib/recipients';
import { fill } from '../../lib/template';
import { wait } from '../../lib/wait';
import type { ComposeFormCopy, WithShared } from '../../schemas/forms';
import { Form, SubmitButton, TextArea, TextField } from '../shared/fields';
import { showNotice, showNoticeAndGo } from '../shared/notify';
import { RECIPIENT_INPUT_MODE } from './channels';
import { readDraftFields, restoreDraft, draftField } from './restore-draft';
import { segmentsNews, SmsCounter } from './SmsCounter';

interface Props {
  channel: Channel;
  smsPrice: number;
  dashboardHref: string;
  text: WithShared<ComposeFormCopy>;
  /** The page's language (a BCP 47 tag) for numbers and prices. */
  lang: string;
}

type Field = ComposeField;

/**
 * One channel's message form. The draft is kept as the person types (in memory, and in
 * storage when the browser allows) and cleared once sent.
 */
export function ComposeForm({ channel, smsPrice, dashboardHref, text, lang }: Props) {
  const copy = text.channels[channel];
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ComposeDraft>(EMPTY_DRAFT);
  const [restored, setRestored] = useState(false);
  const [notSaved, setNotSaved] = useState(false);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  // What a screen reader is told as the SMS is typed (segmentsNews), apart from the counter itself.
  const [segmentsSaid, setSegmentsSaid] = useState('');

  // The fields are uncontrolled, so text typed before hydration survives it; the state
  // mirrors them for the counter and the kept draft.
  const field = (name: Field) => (formRef.current ? draftField(formRef.current, name) : null);
  const readFields = (): ComposeDraft => (formRef.current ? readDraftFields(formRef.current) : EMPTY_DRAFT);

  // A prerendered page restores (and so saves) nothing before it is shown: the draft may change on
  // the page the visitor is still on. The page itself restored the first tab's draft as it loaded
  // (ComposePage.astro): what the fields hold is adopted.
  useEffect(
    () =>
      whenShown(() => {
        if (!formRef.current) return;
        setDraft(restoreDraft(formRef.current, channel));
        setRestored(true);
      }),
    [channel],
  );

  useEffect(() => {
    if (restored && !busy) setNotSaved(!saveDraft(channel, draft));
  }, [channel, draft, busy, restored]);

  const onInput = (event: { target: EventTarget }) => {
    const typed = readFields();
    if (channel === 'sms') {
      const news = segmentsNews(draft.message, typed.message, text.counter, lang);
      if (news !== null) setSegmentsSaid(news);
    }
    setDraft(typed);
    setInvalid(invalidAfterInput(invalid, (event.target as HTMLInputElement).name));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const current = readFields();
    const problem = composeProblem(channel, current);
    if (problem) {
      const name = PROBLEM_FIELD[problem];
      setInvalid(name);
      showNotice({ kind: 'error', ...text.notices[problem] });
      field(name)?.focus();
      return;
    }
    setBusy(true);
    await wait(DELAYS_MS.send);
    clearDraft(channel);
    await showNoticeAndGo({ kind: 'success', ...sentNotice(text.notices, copy.noun, current) }, dashboardHref);
  }

  const id = (name: Field) => `compose-${channel}-${name}`;
  // The notice leaves after a few seconds; its message stays under the field.
  const error = (name: Field) => (invalid === name ? text.notices[FIELD_PROBLEM[name]].description : null);
  const full = (max: number) => fill(text.shared.full, { max: formatNumber(max, lang) });
  // Every field is autoComplete="off": Back after a send would otherwise have the browser put the
  // sent text back, and the page would keep it again as a draft. What was not sent comes back
  // from the kept draft (restoreDraft), not from the browser.
  return (
    <Form
      ref={formRef}
      shared={text.shared}
      ownValidation
      onSubmit={onSubmit}
      onInput={onInput}
      className="space-y-5"
      aria-busy={busy}
    >
      <TextArea
        id={id('recipient')}
        label={copy.recipient}
        name="recipient"
        rows={2}
        inputMode={RECIPIENT_INPUT_MODE[channel]}
        autoComplete="off"
        maxLength={MAX_LENGTH.recipients}
        full={full(MAX_LENGTH.recipients)}
        placeholder={copy.recipient}
        aria-required="true"
        error={error('recipient')}
        hint={text.recipientHint}
      />
      {channel === 'email' && (
        <TextField
          id={id('subject')}
          label={text.subject}
          name="subject"
          type="text"
          autoComplete="off"
          maxLength={MAX_LENGTH.subject}
          placeholder={text.subject}
          aria-required="true"
          error={error('subject')}
        />
      )}
      <TextArea
        id={id('message')}
        label={copy.message}
        name="message"
        autoComplete="off"
        maxLength={MESSAGE_MAX_LENGTH[channel]}
        full={full(MESSAGE_MAX_LENGTH[channel])}
        placeholder={text.messagePlaceholder}
        aria-required="true"
        error={error('message')}
        className="min-h-[200px]"
        hint={
          channel === 'sms' ? (
            <SmsCounter
              lang={lang}
              message={draft.message}
              recipients={parseRecipients(draft.recipient).length}
              pricePerSegment={smsPrice}
              text={text.counter}
            />
          ) : undefined
        }
      />
      {channel === 'sms' && (
        <p role="status" className="sr-only">
          {segmentsSaid}
        </p>
      )}
      {notSaved && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30">
          {text.draftNotSaved}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-end">
        <a
          href={dashboardHref}
          className="inline-flex items-center justify-center rounded-md px-4 py-2.5 font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          {text.cancel}
        </a>
        <SubmitButton busy={busy} busyLabel={text.busy} pending={text.shared.pending}>
          {text.send}
        </SubmitButton>
      </div>
    </Form>
  );
}
