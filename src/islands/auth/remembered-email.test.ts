// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fillRememberedEmail } from './remembered-email';

/** The sign-in form's fields as the server renders them. */
function signInForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="email" type="email">
      <input name="password" type="password">
      <input name="remember" type="checkbox">
    </form>`;
  return document.querySelector('form')!;
}
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('the remembered address, put into the sign-in form as the page loads', () => {
  beforeEach(() => localStorage.clear());

  it('fills in the address and ticks Remember me', () => {
    localStorage.setItem('rememberedEmail', 'remember.me@example.com');
    const form = signInForm();
    fillRememberedEmail(form);
    expect(field(form, 'email').value).toBe('remember.me@example.com');
    expect(field(form, 'remember').checked).toBe(true);
    expect(field(form, 'password').value).toBe('');
  });

  it('leaves an address the visitor has started typing as it is', () => {
    localStorage.setItem('rememberedEmail', 'remember.me@example.com');
    const form = signInForm();
    field(form, 'email').value = 'jane@';
    fillRememberedEmail(form);
    expect(field(form, 'email').value).toBe('jane@');
  });

  it('changes nothing when no address is kept, or one longer than any address', () => {
    const form = signInForm();
    fillRememberedEmail(form);
    expect(field(form, 'email').value).toBe('');
    expect(field(form, 'remember').checked).toBe(false);
    localStorage.setItem('rememberedEmail', `${'a'.repeat(250)}@example.com`);
    fillRememberedEmail(form);
    expect(field(form, 'email').value).toBe('');
    expect(field(form, 'remember').checked).toBe(false);
  });
});
