import { Fragment, useRef, useState, type SubmitEvent } from 'react';
import { MAX_LENGTH } from '../../lib/field-limits';
import { DELAYS_MS, PASSWORD_MIN_LENGTH } from '../../lib/messages';
import { registrationProblem, type RegistrationProblem } from '../../lib/registration';
import {
  registrationAfterInput,
  registrationFieldError,
  registrationNotice,
  registrationSession,
  registrationValues,
  type RegistrationField,
} from '../../lib/registration-form';
import { startSession } from '../../lib/session';
import { fill } from '../../lib/template';
import { fillParts } from '../../lib/template-parts';
import { wait } from '../../lib/wait';
import type { FormsCopy, RegisterCopy } from '../../schemas/forms';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { Checkbox, Form, SubmitButton, TextField, TextLink } from '../shared/fields';
import { showNotice, showNoticeAndGo } from '../shared/notify';

interface Props {
  text: RegisterCopy['form'];
  notices: RegisterCopy['notices'];
  shared: FormsCopy;
  /** Where a successful sign-in leads: the dashboard in the page's language. */
  dashboardHref: string;
  /** The page's language (a BCP 47 tag). */
  lang: string;
}

/**
 * Simulated registration. The browser checks the required fields; then a name of spaces
 * only and the site's e-mail rule, then the terms box first and the password length second
 * (spec §5), then 'Creating account...' for 1.5 s. Inputs are uncontrolled: a failed check
 * never clears what was typed, and nothing typed before hydration is lost.
 */
function RegisterForm({ text, notices, shared, dashboardHref, lang }: Props) {
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<RegistrationProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const fieldError = (field: RegistrationField) =>
    registrationFieldError(invalid, field, { form: text, email: shared.email, notices, lang });
  const clear = (field: RegistrationField) => () => setInvalid((problem) => registrationAfterInput(problem, field));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const values = registrationValues((name) => form.get(name));
    const problem = registrationProblem(values);
    setInvalid(problem);
    if (problem) {
      const notice = registrationNotice(problem, notices);
      if (notice) showNotice({ kind: 'error', ...notice });
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setBusy(true);
    await wait(DELAYS_MS.registration);
    startSession(registrationSession(values));
    await showNoticeAndGo({ kind: 'success', ...notices.accountCreated }, dashboardHref);
  }

  const agree = fillParts(text.agree, {
    terms: <TextLink href={text.terms.href}>{text.terms.label}</TextLink>,
    privacy: <TextLink href={text.privacy.href}>{text.privacy.label}</TextLink>,
  });

  return (
    <Form ref={formRef} shared={shared} onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.firstName}
          name="firstName"
          autoComplete="given-name"
          maxLength={MAX_LENGTH.name}
          required
          error={fieldError('firstName')}
          onInput={clear('firstName')}
        />
        <TextField
          label={text.lastName}
          name="lastName"
          autoComplete="family-name"
          maxLength={MAX_LENGTH.name}
          required
          error={fieldError('lastName')}
          onInput={clear('lastName')}
        />
      </div>
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        required
        error={fieldError('email')}
        onInput={clear('email')}
      />
      <TextField
        label={text.company}
        name="company"
        autoComplete="organization"
        maxLength={MAX_LENGTH.name}
        optionalLabel={shared.optional}
      />
      <TextField
        label={text.password}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        required
        error={fieldError('password')}
        onInput={clear('password')}
        hint={fill(text.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      />
      <Checkbox
        name="terms"
        error={fieldError('terms')}
        onChange={clear('terms')}
        label={agree.map((part, index) => (
          <Fragment key={index}>{part}</Fragment>
        ))}
      />
      <SubmitButton busy={busy} busyLabel={text.busy} pending={shared.pending}>
        {text.submit}
      </SubmitButton>
      <p className="text-sm text-slate-600">
        {text.loginText} <TextLink href={text.login.href}>{text.login.label}</TextLink>
      </p>
    </Form>
  );
}

export default withErrorBoundary(RegisterForm);
