import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { isEmail } from '../../lib/contact-form';
import { PASSWORD_RESET_DELAY_MS } from '../../lib/messages';
import { fill } from '../../lib/template';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { showNotice } from '../shared/notify';

export interface ForgotPasswordText {
  label: string;
  placeholder: string;
  submit: string;
  busy: string;
  required: string;
  invalid: string;
  success: { title: string; text: string };
  again: string;
}

type State = { step: 'form' } | { step: 'sending' } | { step: 'sent'; email: string };

/** The password-reset request, simulated like sign-in: nothing is sent to a server. */
function ForgotPasswordForm({ text }: { text: ForgotPasswordText }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'form' });
  const [hydrated, setHydrated] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (state.step === 'sent') doneRef.current?.focus();
  }, [state.step]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === 'sending') return;
    const value = email.trim();
    const problem = value === '' ? text.required : isEmail(value) ? null : text.invalid;
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setState({ step: 'sending' });
    window.setTimeout(() => {
      setState({ step: 'sent', email: value });
      showNotice({
        kind: 'success',
        title: text.success.title,
        description: fill(text.success.text, { email: value }),
      });
    }, PASSWORD_RESET_DELAY_MS);
  };

  if (state.step === 'sent') {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        data-reset-confirmation
        className="rounded-lg bg-green-50 p-5 text-green-900 ring-1 ring-green-600/30"
      >
        <p className="text-lg font-semibold">{text.success.title}</p>
        <p className="mt-1">{fill(text.success.text, { email: state.email })}</p>
        <button
          type="button"
          onClick={() => setState({ step: 'form' })}
          className="mt-4 font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {text.again}
        </button>
      </div>
    );
  }

  const sending = state.step === 'sending';
  return (
    <form method="post" noValidate={hydrated} onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor="reset-email" className="block text-sm font-medium text-ink">
          {text.label}
        </label>
        <input
          ref={inputRef}
          id="reset-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={text.placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reset-email-error' : undefined}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink placeholder:text-slate-500 ${error ? 'border-danger ring-1 ring-danger' : 'border-slate-400'}`}
        />
        {error && (
          <p id="reset-email-error" className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75"
      >
        {sending ? text.busy : text.submit}
      </button>
    </form>
  );
}

export default withErrorBoundary(ForgotPasswordForm);
