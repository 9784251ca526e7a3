import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { emailProblem } from '../../lib/email';
import { emailMessage } from '../../lib/email-message';
import { MAX_LENGTH } from '../../lib/field-limits';
import { PASSWORD_RESET_DELAY_MS } from '../../lib/messages';
import { fill } from '../../lib/template';
import type { FormsCopy } from '../../schemas/forms';
import type { ForgotPasswordCopy } from '../../schemas/pages';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { Form, SubmitButton, TextField } from '../shared/fields';
import { showNotice } from '../shared/notify';

type State = { step: 'form' } | { step: 'sending' } | { step: 'sent'; email: string };

/**
 * The password-reset request, simulated like sign-in: nothing is sent to a server. The
 * field is uncontrolled, so an address typed before hydration is kept and used.
 */
function ForgotPasswordForm({ text, shared }: { text: ForgotPasswordCopy; shared: FormsCopy }) {
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'form' });
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step === 'sent') doneRef.current?.focus();
  }, [state.step]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === 'sending') return;
    const value = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = emailProblem(value);
    setError(problem ? emailMessage(shared.email, problem) : null);
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
        className="rounded-lg bg-green-50 p-5 break-words text-green-900 ring-1 ring-green-600/30"
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

  return (
    <Form shared={shared} ownValidation onSubmit={onSubmit} className="space-y-4">
      <TextField
        ref={inputRef}
        id="reset-email"
        label={text.label}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        placeholder={text.placeholder}
        error={error}
        onInput={() => setError(null)}
      />
      <SubmitButton busy={state.step === 'sending'} busyLabel={text.busy} pending={shared.pending} className="w-full">
        {text.submit}
      </SubmitButton>
    </Form>
  );
}

export default withErrorBoundary(ForgotPasswordForm);
