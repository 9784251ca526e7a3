import { useRef, useState, type SubmitEvent } from 'react';
import { BUSY_LABELS, DELAYS_MS, NOTICES, PASSWORD_MIN_LENGTH } from '../../lib/messages';
import { fullName, startSession } from '../../lib/session';
import { wait } from '../../lib/wait';
import { gatedIsland } from '../shared/HydrationGate';
import { SubmitButton, TextField } from '../shared/fields';
import { showNotice, showNoticeAndGo } from '../shared/notify';

/**
 * Simulated registration. The browser checks the required fields; then the terms box
 * is checked first and the password length second (spec §5), then 'Creating account...'
 * for 1.5 s. Inputs are uncontrolled: a failed check never clears what was typed.
 */
function RegisterForm({
  termsHref,
  privacyHref,
  loginHref,
}: {
  termsHref: string;
  privacyHref: string;
  loginHref: string;
}) {
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<'terms' | 'password' | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    if (form.get('terms') !== 'on') {
      setInvalid('terms');
      showNotice({ kind: 'error', ...NOTICES.termsRequired });
      termsRef.current?.focus();
      return;
    }
    if (text('password').length < PASSWORD_MIN_LENGTH) {
      setInvalid('password');
      showNotice({ kind: 'error', ...NOTICES.weakPassword });
      passwordRef.current?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    await wait(DELAYS_MS.registration);
    startSession({ email: text('email').trim(), name: fullName(text('firstName'), text('lastName')) });
    showNoticeAndGo({ kind: 'success', ...NOTICES.accountCreated }, '/dashboard');
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" required />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Company" name="company" autoComplete="organization" />
      <TextField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={invalid === 'password'}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A mix of letters, numbers and symbols makes it stronger.`}
      />
      <div className="flex items-start gap-2">
        <input
          ref={termsRef}
          id="register-terms"
          type="checkbox"
          name="terms"
          aria-invalid={invalid === 'terms'}
          className="mt-1 h-4 w-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor="register-terms" className="text-sm text-ink">
          I agree to the{' '}
          <a href={termsHref} className="font-medium text-brand-700 underline hover:text-brand-900">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href={privacyHref} className="font-medium text-brand-700 underline hover:text-brand-900">
            Privacy Policy
          </a>
        </label>
      </div>
      <SubmitButton busy={busy} busyLabel={BUSY_LABELS.registration}>
        Create account
      </SubmitButton>
      <p className="text-sm text-slate-600">
        Already have an account?{' '}
        <a href={loginHref} className="font-medium text-brand-700 underline hover:text-brand-900">
          Log in
        </a>
      </p>
    </form>
  );
}

export default gatedIsland(RegisterForm);
