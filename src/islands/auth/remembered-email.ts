import { rememberedEmail } from '../../lib/session';

/**
 * Puts the remembered address into the sign-in form and ticks Remember me, as the page loads:
 * the form's island hydrates only on the first touch, and its fields are uncontrolled, so
 * React keeps what is there. An address the visitor has started typing is left as it is.
 */
export function fillRememberedEmail(form: HTMLFormElement): void {
  const saved = rememberedEmail();
  if (!saved) return;
  const email = form.elements.namedItem('email');
  const remember = form.elements.namedItem('remember');
  if (email instanceof HTMLInputElement && !email.value) email.value = saved;
  if (remember instanceof HTMLInputElement) remember.checked = true;
}
