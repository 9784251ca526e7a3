import { useRef, useState, type SubmitEvent } from 'react';
import { emailMessage } from '../../lib/email-message';
import { MAX_LENGTH } from '../../lib/field-limits';
import { DELAYS_MS } from '../../lib/messages';
import { rememberEmail, startSession } from '../../lib/session';
import { signInEmailProblem, signInSession, signInValues } from '../../lib/sign-in';
import { wait } from '../../lib/wait';
import type { FormsCopy, LoginCopy } from '../../schemas/forms';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { Checkbox, Form, SubmitButton, TextField, TextLink } from '../shared/fields';
import { showNotice, showNoticeAndGo } from '../shared/notify';

interface Props {
  text: LoginCopy['form'];
  notices: LoginCopy['notices'];
  shared: FormsCopy;
  /** Where a successful sign-in leads: the dashboard in the page's language. */
  dashboardHref: string;
}

/**
 * Simulated sign-in: 'Signing in...' for 1 s, then any non-empty e-mail and password
 * succeed. The browser checks the required fields and the site's e-mail rule is applied
 * to a typed address. Inputs are uncontrolled so nothing typed before hydration is lost, nor
 * the remembered address the page puts in as it loads (remembered-email.ts).
 */
function LoginForm({ text, notices, shared, dashboardHref }: Props) {
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const values = signInValues((name) => form.get(name));
    const problem = signInEmailProblem(values.email);
    if (problem) {
      setEmailError(emailMessage(shared.email, problem));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setBusy(true);
    await wait(DELAYS_MS.signIn);
    const session = signInSession(values);
    if (!session) {
      showNotice({ kind: 'error', ...notices.failed });
      setBusy(false);
      return;
    }
    startSession(session);
    rememberEmail(session.email, values.remember);
    await showNoticeAndGo({ kind: 'success', ...notices.success }, dashboardHref);
  }

  return (
    <Form shared={shared} onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <TextField
        ref={emailRef}
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        required
        error={emailError}
        onInput={() => setEmailError(null)}
      />
      <TextField
        label={text.password}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTH.password}
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox name="remember" label={text.remember} />
        <TextLink href={text.forgot.href} className="text-sm">
          {text.forgot.label}
        </TextLink>
      </div>
      <SubmitButton busy={busy} busyLabel={text.busy} pending={shared.pending}>
        {text.submit}
      </SubmitButton>
      <p className="text-sm text-slate-600">
        {text.registerText} <TextLink href={text.register.href}>{text.register.label}</TextLink>
      </p>
    </Form>
  );
}

export default withErrorBoundary(LoginForm);
