// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formsSchema, loginSchema } from '../../schemas/forms';
import { englishCopy } from '../../schemas/testing/english-copy';
import { showNotice, showNoticeAndGo } from '../shared/notify';
import { advance, click, control, description, mount, submit, submitButton, type } from '../testing/form-dom';
import LoginForm from './LoginForm';

vi.mock('../shared/notify', () => ({ showNotice: vi.fn(), showNoticeAndGo: vi.fn(async () => {}) }));

const { form, notices } = englishCopy(loginSchema, 'forms/login.yaml');
const shared = englishCopy(formsSchema, 'forms/forms.yaml');
const open = () => mount(<LoginForm text={form} notices={notices} shared={shared} dashboardHref="/dashboard" />);

describe('the sign-in form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('says what is wrong with a typed address under the Email field, focuses it, and does not start', async () => {
    const host = await open();
    const email = control(host, 'Email');
    await type(email, 'jane@');
    await type(control(host, 'Password'), 'hunter22');
    await submit(host);
    expect(description(email)).toBe('Please enter a valid email address, for example name@company.com.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(submitButton(host).textContent).toBe('Sign in');
    await advance(1000);
    expect(showNotice).not.toHaveBeenCalled();
    expect(showNoticeAndGo).not.toHaveBeenCalled();
    await type(email, 'jane@example.com');
    expect(description(email)).toBe('');
  });

  it('is busy for the sign-in’s second, taking no second submit, then signs in and leaves with the notice', async () => {
    const host = await open();
    await type(control(host, 'Email'), ' jane.doe@example.com ');
    await type(control(host, 'Password'), 'hunter22');
    await submit(host);
    expect(submitButton(host).textContent).toBe('Signing in...');
    // Said by a screen reader too, in a status line.
    expect([...host.querySelectorAll('[role="status"]')].map((line) => line.textContent)).toContain('Signing in...');
    expect(submitButton(host).getAttribute('aria-disabled')).toBe('true');
    await submit(host);
    await advance(999);
    expect(showNoticeAndGo).not.toHaveBeenCalled();
    await advance(1);
    expect(showNoticeAndGo).toHaveBeenCalledExactlyOnceWith(
      { kind: 'success', title: 'Success!', description: 'You have successfully logged in.' },
      '/dashboard',
    );
    expect(sessionStorage.getItem('userEmail')).toBe('jane.doe@example.com');
    expect(sessionStorage.getItem('userName')).toBe('Jane Doe');
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('with Remember me ticked, keeps the address for next time, when it is filled in and the box ticked', async () => {
    const host = await open();
    await type(control(host, 'Email'), 'remember.me@example.com');
    await type(control(host, 'Password'), 'secret-pass');
    await click(control(host, 'Remember me'));
    await submit(host);
    await advance(1000);
    expect(localStorage.getItem('rememberedEmail')).toBe('remember.me@example.com');
  });

  it('with Remember me left empty, forgets an address kept before', async () => {
    localStorage.setItem('rememberedEmail', 'old@example.com');
    const host = await open();
    await type(control(host, 'Email'), 'jane.doe@example.com');
    await type(control(host, 'Password'), 'secret-pass');
    await submit(host);
    await advance(1000);
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('with an empty password, waits the second, shows the failure notice and is ready again', async () => {
    const host = await open();
    await type(control(host, 'Email'), 'kept@example.com');
    await submit(host);
    expect(submitButton(host).textContent).toBe('Signing in...');
    await advance(1000);
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: 'Sign-in failed',
      description: 'Please check your credentials and try again.',
    });
    expect(submitButton(host).textContent).toBe('Sign in');
    expect(submitButton(host).getAttribute('aria-disabled')).toBeNull();
    expect(control(host, 'Email').value).toBe('kept@example.com');
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
    expect(showNoticeAndGo).not.toHaveBeenCalled();
  });
});
