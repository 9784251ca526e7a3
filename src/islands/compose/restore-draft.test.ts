// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasText, isChannel, restoreDraft } from './restore-draft';

/** A channel's form as the server renders it: the e-mail form alone has a subject. */
function composeForm(withSubject: boolean): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <textarea name="recipient"></textarea>
      ${withSubject ? '<input name="subject" type="text">' : ''}
      <textarea name="message"></textarea>
    </form>`;
  return document.querySelector('form')!;
}
const value = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLTextAreaElement).value;

describe('a compose form given its draft', () => {
  beforeEach(() => localStorage.clear());

  it('puts the kept draft of its channel into the fields and says what they hold', () => {
    localStorage.setItem('compose:draft:sms', JSON.stringify({ recipient: '+15550100', subject: '', message: 'Hi' }));
    const form = composeForm(false);
    expect(restoreDraft(form, 'sms')).toEqual({ recipient: '+15550100', subject: '', message: 'Hi' });
    expect(value(form, 'recipient')).toBe('+15550100');
    expect(value(form, 'message')).toBe('Hi');
  });

  it('keeps what the visitor typed over the kept draft', () => {
    localStorage.setItem(
      'compose:draft:email',
      JSON.stringify({ recipient: 'a@example.com', subject: 'Kept', message: 'Kept' }),
    );
    const form = composeForm(true);
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'typed';
    expect(restoreDraft(form, 'email')).toEqual({ recipient: '', subject: '', message: 'typed' });
    expect(value(form, 'subject')).toBe('');
  });

  it('leaves the fields empty with no draft, or another channel’s', () => {
    localStorage.setItem('compose:draft:fax', JSON.stringify({ recipient: '+15550100', subject: '', message: 'Fax' }));
    const form = composeForm(false);
    expect(hasText(restoreDraft(form, 'sms'))).toBe(false);
    expect(value(form, 'message')).toBe('');
  });

  it('knows the four channels and nothing else', () => {
    expect(['sms', 'email', 'voice', 'fax'].every(isChannel)).toBe(true);
    expect([undefined, '', 'SMS', 'pigeon'].some(isChannel)).toBe(false);
  });
});
