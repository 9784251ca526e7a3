import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { BUSY_LABELS, DELAYS_MS, NOTICES } from '../../lib/messages';
import { nameFromEmail, rememberedEmail, rememberEmail, startSession } from '../../lib/session';
import { wait } from '../../lib/wait';
import { gatedIsland } from '../shared/HydrationGate';
import { SubmitButton, TextField } from '../shared/fields';
import { showNotice, showNoticeAndGo } from '../shared/notify';

/**
 * Simulated sign-in: 'Signing in...' for 1 s, then any non-empty e-mail and password
 * succeed. Inputs are uncontrolled so nothing typed before hydration is lost.
 */
function LoginForm({ forgotHref, registerHref }: { forgotHref: string; registerHref: string }) {
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const saved = rememberedEmail();
    if (saved && emailRef.current && !emailRef.current.value) emailRef.current.value = saved;
    if (saved && rememberRef.current) rememberRef.current.checked = true;
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const remember = form.get('remember') === 'on';
    setBusy(true);
    await wait(DELAYS_MS.signIn);
    if (!email || !password) {
      showNotice({ kind: 'error', ...NOTICES.loginFailed });
      setBusy(false);
      return;
    }
    startSession({ email, name: nameFromEmail(email) });
    rememberEmail(email, remember);
    showNoticeAndGo({ kind: 'success', ...NOTICES.loginSuccess }, '/dashboard');
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <TextField ref={emailRef} label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            ref={rememberRef}
            type="checkbox"
            name="remember"
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
          />
          Remember me
        </label>
        <a href={forgotHref} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
          Forgot password?
        </a>
      </div>
      <SubmitButton busy={busy} busyLabel={BUSY_LABELS.signIn}>
        Sign in
      </SubmitButton>
      <p className="text-sm text-slate-600">
        New to Relaymark?{' '}
        <a href={registerHref} className="font-medium text-brand-700 underline hover:text-brand-900">
          Create a free account
        </a>
      </p>
    </form>
  );
}

export default gatedIsland(LoginForm);
