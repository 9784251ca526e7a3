import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { contactValues, REQUIRED_CONTACT_FIELDS, type ContactField } from '../../lib/contact-form';
import {
  CONTACT_START,
  contactFieldMessage,
  inputContact,
  showsErrorSummary,
  submitContact,
} from '../../lib/contact-form-state';
import { formatNumber } from '../../lib/figures';
import { MAX_LENGTH } from '../../lib/field-limits';
import { fill } from '../../lib/template';
import type { FormsCopy } from '../../schemas/forms';
import type { ContactFormCopy } from '../../schemas/pages';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { Form, Select, SubmitButton, TextArea, TextField } from '../shared/fields';
import { showNotice } from '../shared/notify';

/**
 * The contact form (spec §5). Submitting logs the form to the console and confirms it to
 * the person; nothing is sent anywhere. The fields are uncontrolled: a validation error
 * keeps everything typed, and so does hydration.
 */
/** `lang`: the page's language (a BCP 47 tag). */
/** `text.reasons` carry `lang` where a translated page shows a reason in English. */
type ContactText = Omit<ContactFormCopy, 'reasons'> & {
  reasons: (ContactFormCopy['reasons'][number] & { lang?: string })[];
};

function ContactForm({ text, shared, lang }: { text: ContactText; shared: FormsCopy; lang: string }) {
  const [state, setState] = useState(CONTACT_START);
  const { sent } = state;
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const read = () => {
    const form = formRef.current;
    const data = form ? new FormData(form) : null;
    return contactValues((field) => data?.get(field));
  };

  const onInput = () => {
    const values = read();
    setState((current) => inputContact(current, values));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { state: next, focus, submission } = submitContact(state, read());
    setState(next);
    if (focus) {
      formRef.current?.querySelector<HTMLElement>(`[name="${focus}"]`)?.focus();
      return;
    }
    console.log('Contact form submitted:', submission);
    showNotice({ kind: 'success', title: text.success.title, description: text.success.text });
    formRef.current?.reset();
  };

  const messages = { labels: text.labels, required: text.errors.required, email: shared.email, lang };
  const message = (field: ContactField) => contactFieldMessage(state.errors, field, messages);
  const common = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    label: text.labels[field],
    required: REQUIRED_CONTACT_FIELDS.includes(field),
    requiredMark: true,
    optionalLabel: shared.optional,
    error: message(field),
  });
  const hasErrors = showsErrorSummary(state);

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink">
        {text.heading}
      </h2>
      <p className="mt-2 text-slate-600">{text.text}</p>
      <p className="mt-1 text-sm font-medium text-brand-800" data-response-promise>
        {text.responsePromise}
      </p>
      {sent && (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          data-contact-confirmation
          className="mt-6 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-600/30"
        >
          <p className="font-semibold">{text.success.title}</p>
          <p className="mt-1">{text.success.text}</p>
        </div>
      )}
      <Form
        ref={formRef}
        shared={shared}
        ownValidation
        onSubmit={onSubmit}
        onInput={onInput}
        aria-labelledby="contact-form-heading"
        className="mt-6 space-y-5"
      >
        <p className="text-sm text-slate-600">{text.requiredNote}</p>
        {hasErrors && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-600/30">
            {text.errors.summary}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...common('firstName')} autoComplete="given-name" maxLength={MAX_LENGTH.name} />
          <TextField {...common('lastName')} autoComplete="family-name" maxLength={MAX_LENGTH.name} />
        </div>
        <TextField {...common('email')} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
        <TextField {...common('company')} autoComplete="organization" maxLength={MAX_LENGTH.name} />
        <Select
          {...common('reason')}
          placeholder={text.reasonPlaceholder}
          options={text.reasons.map(({ id, label, lang: inLanguage }) => ({ value: id, label, lang: inLanguage }))}
        />
        <TextArea
          {...common('message')}
          rows={5}
          maxLength={MAX_LENGTH.contactMessage}
          full={fill(shared.full, { max: formatNumber(MAX_LENGTH.contactMessage, lang) })}
        />
        <SubmitButton busy={false} busyLabel={text.submit} pending={shared.pending}>
          {text.submit}
        </SubmitButton>
      </Form>
    </div>
  );
}

export default withErrorBoundary(ContactForm);
