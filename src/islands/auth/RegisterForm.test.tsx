// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formsSchema, registerSchema } from '../../schemas/forms';
import { englishCopy } from '../../schemas/testing/english-copy';
import { showNotice, showNoticeAndGo } from '../shared/notify';
import { advance, click, control, description, mount, submit, submitButton, type } from '../testing/form-dom';
import RegisterForm from './RegisterForm';

vi.mock('../shared/notify', () => ({ showNotice: vi.fn(), showNoticeAndGo: vi.fn(async () => {}) }));

const { form, notices } = englishCopy(registerSchema, 'forms/register.yaml');
const shared = englishCopy(formsSchema, 'forms/forms.yaml');
const open = () =>
  mount(<RegisterForm text={form} notices={notices} shared={shared} dashboardHref="/dashboard" lang="en" />);

async function fill(host: HTMLElement, password: string) {
  await type(control(host, 'First name'), 'Ada');
  await type(control(host, 'Last name'), 'Lovelace');
  await type(control(host, 'Email'), 'ada@example.com');
  await type(control(host, 'Password'), password);
}
const terms = (host: HTMLElement) => control(host, /^I agree to the Terms of Service and Privacy Policy$/);

describe('the registration form', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('names a blank first name under its field and focuses it; typing there clears the message', async () => {
    const host = await open();
    await fill(host, 'eightchr');
    const firstName = control(host, 'First name');
    await type(firstName, '   ');
    await submit(host);
    expect(description(firstName)).toBe('Please enter your first name.');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(showNotice).not.toHaveBeenCalled();
    await type(firstName, 'Ada');
    expect(description(firstName)).toBe('');
  });

  it('tells the unticked terms first in a notice, marks and focuses the box, and keeps what was typed', async () => {
    const host = await open();
    await fill(host, 'short');
    await submit(host);
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: 'Terms Agreement Required',
      description: 'Please agree to the Terms of Service and Privacy Policy.',
    });
    expect(terms(host).getAttribute('aria-invalid')).toBe('true');
    // The notice leaves after a few seconds; the message stays by the box.
    expect(description(terms(host))).toBe('Please agree to the Terms of Service and Privacy Policy.');
    expect(document.activeElement).toBe(terms(host));
    expect(control(host, 'Password').value).toBe('short');
    expect(submitButton(host).textContent).toBe('Create account');
  });

  it('then the short password, marked and focused', async () => {
    const host = await open();
    await fill(host, 'seven77');
    await click(terms(host));
    await submit(host);
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: 'Weak Password',
      description: 'Password must be at least 8 characters long.',
    });
    expect(control(host, 'Password').getAttribute('aria-invalid')).toBe('true');
    expect(description(control(host, 'Password'))).toMatch(/^Password must be at least 8 characters long\. /);
    expect(document.activeElement).toBe(control(host, 'Password'));
  });

  it('is busy for 1.5 s, taking no second submit, then signs in and leaves with the notice', async () => {
    const host = await open();
    await fill(host, 'eightchr');
    await click(terms(host));
    await submit(host);
    expect(submitButton(host).textContent).toBe('Creating account...');
    expect(submitButton(host).getAttribute('aria-disabled')).toBe('true');
    await submit(host);
    await advance(1499);
    expect(showNoticeAndGo).not.toHaveBeenCalled();
    await advance(1);
    expect(showNoticeAndGo).toHaveBeenCalledExactlyOnceWith(
      { kind: 'success', title: 'Account created!', description: 'Your account has been successfully created.' },
      '/dashboard',
    );
    expect(sessionStorage.getItem('userName')).toBe('Ada Lovelace');
    expect(showNotice).not.toHaveBeenCalled();
  });
});
