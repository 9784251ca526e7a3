import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  CONTACT_FIELDS,
  contactSubmission,
  EMPTY_CONTACT,
  REQUIRED_CONTACT_FIELDS,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../lib/contact-form';
import { fill } from '../../lib/template';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { showNotice } from '../shared/notify';

export interface ContactFormText {
  heading: string;
  text: string;
  responsePromise: string;
  requiredNote: string;
  optionalLabel: string;
  labels: Record<ContactField, string>;
  reasonPlaceholder: string;
  reasons: { value: string; label: string }[];
  submit: string;
  errors: { summary: string; required: string; email: string };
  success: { title: string; text: string };
}

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink ${invalid ? 'border-danger ring-1 ring-danger' : 'border-slate-400'}`;

/**
 * The contact form (spec §5). Submitting logs the form to the console and confirms it to
 * the person; nothing is sent anywhere. A validation error keeps everything typed.
 */
function ContactForm({ text }: { text: ContactFormText }) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setAttempted(true);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    console.log('Contact form submitted:', contactSubmission(values));
    showNotice({ kind: 'success', title: text.success.title, description: text.success.text });
    setValues(EMPTY_CONTACT);
    setErrors({});
    setAttempted(false);
    setSent(true);
  };

  const message = (field: ContactField) => {
    const problem = errors[field];
    if (!problem) return null;
    return problem === 'email'
      ? text.errors.email
      : fill(text.errors.required, { field: text.labels[field].toLowerCase() });
  };

  const label = (field: ContactField) => {
    const required = REQUIRED_CONTACT_FIELDS.includes(field);
    return (
      <label htmlFor={`contact-${field}`} className="block text-sm font-medium text-ink">
        {text.labels[field]}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {text.optionalLabel}</span>
        )}
      </label>
    );
  };

  const describedBy = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);
  const errorLine = (field: ContactField) => {
    const problem = message(field);
    return problem ? (
      <p id={`contact-${field}-error`} className="mt-1 text-sm font-medium text-danger">
        {problem}
      </p>
    ) : null;
  };
  const field = (name: ContactField, type: string, autoComplete: string) => (
    <div>
      {label(name)}
      <input
        id={`contact-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={REQUIRED_CONTACT_FIELDS.includes(name)}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        className={inputClass(Boolean(errors[name]))}
      />
      {errorLine(name)}
    </div>
  );
  const hasErrors = attempted && Object.keys(errors).length > 0;

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
      <form
        ref={formRef}
        method="post"
        noValidate={hydrated}
        onSubmit={onSubmit}
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
          {field('firstName', 'text', 'given-name')}
          {field('lastName', 'text', 'family-name')}
        </div>
        {field('email', 'email', 'email')}
        {field('company', 'text', 'organization')}
        <div>
          {label('reason')}
          <select
            id="contact-reason"
            name="reason"
            value={values.reason}
            onChange={(event) => update('reason', event.target.value)}
            className={inputClass(false)}
          >
            <option value="">{text.reasonPlaceholder}</option>
            {text.reasons.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label('message')}
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            className={inputClass(Boolean(errors.message))}
          />
          {errorLine('message')}
        </div>
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
        >
          {text.submit}
        </button>
      </form>
    </div>
  );
}

export default withErrorBoundary(ContactForm);
