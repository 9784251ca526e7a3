// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, type Channel } from '../../lib/compose-draft';
import { composeFormSchema, formsSchema } from '../../schemas/forms';
import { englishCopy } from '../../schemas/testing/english-copy';
import { showNotice, showNoticeAndGo } from '../shared/notify';
import { advance, control, description, mount, submit, submitButton, type } from '../testing/form-dom';
import { ComposeForm } from './ComposeForm';

vi.mock('../shared/notify', () => ({ showNotice: vi.fn(), showNoticeAndGo: vi.fn(async () => {}) }));

const text = {
  ...englishCopy(composeFormSchema, 'forms/compose-form.yaml'),
  shared: englishCopy(formsSchema, 'forms/forms.yaml'),
};
const open = (channel: Channel) =>
  mount(<ComposeForm channel={channel} smsPrice={0.01} dashboardHref="/dashboard" text={text} lang="en" />);

describe('the compose form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('on email, refuses a blank subject before the message: the notice, the field marked and focused', async () => {
    const host = await open('email');
    await type(control(host, 'Email Address'), 'ada@example.com');
    const subject = control(host, 'Subject');
    await type(subject, ' \t ');
    await submit(host);
    expect(showNotice).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: 'Missing subject',
      description: 'Please enter a subject for your email.',
    });
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(description(subject)).toBe('Please enter a subject for your email.');
    expect(document.activeElement).toBe(subject);
    expect(submitButton(host).textContent).toBe('Send');
    await type(control(host, 'Message'), 'Hello');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    await type(subject, 'Quarterly update');
    expect(subject.getAttribute('aria-invalid')).not.toBe('true');
    expect(description(subject)).toBe('');
  });

  it('refuses a missing recipient first, then an empty message, each marked and focused', async () => {
    const host = await open('sms');
    await submit(host);
    expect(showNotice).toHaveBeenLastCalledWith({
      kind: 'error',
      title: 'Missing recipient',
      description: 'Please enter a recipient for your message.',
    });
    expect(document.activeElement).toBe(control(host, 'Phone Number'));
    expect(description(control(host, 'Phone Number'))).toMatch(/^Please enter a recipient for your message\. /);
    await type(control(host, 'Phone Number'), '+15550100');
    await submit(host);
    expect(showNotice).toHaveBeenLastCalledWith({
      kind: 'error',
      title: 'Empty message',
      description: 'Please enter a message before sending.',
    });
    expect(control(host, 'Message').getAttribute('aria-invalid')).toBe('true');
    expect(description(control(host, 'Message'))).toMatch(/^Please enter a message before sending\./);
    expect(document.activeElement).toBe(control(host, 'Message'));
  });

  it('sends: busy for 1.5 s, taking no second submit, then the draft is cleared and it leaves with the notice', async () => {
    const host = await open('sms');
    await type(control(host, 'Phone Number'), '+15550100, +15550101');
    await type(control(host, 'Message'), 'Your table is ready.');
    expect(localStorage.getItem('compose:draft:sms')).toContain('Your table is ready.');
    await submit(host);
    expect(submitButton(host).textContent).toBe('Sending...');
    expect(submitButton(host).getAttribute('aria-disabled')).toBe('true');
    await submit(host);
    await advance(1499);
    expect(showNoticeAndGo).not.toHaveBeenCalled();
    expect(localStorage.getItem('compose:draft:sms')).toContain('Your table is ready.');
    await advance(1);
    expect(showNoticeAndGo).toHaveBeenCalledExactlyOnceWith(
      {
        kind: 'success',
        title: 'Message sent!',
        description: 'Your SMS message to 2 recipients has been queued for delivery.',
      },
      '/dashboard',
    );
    expect(localStorage.getItem('compose:draft:sms')).toBeNull();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('says a field is full when its text came with no input event React saw: a kept draft put back', async () => {
    const full = 'This field is full: it takes up to 1,600 characters.';
    localStorage.setItem(
      'compose:draft:sms',
      JSON.stringify({ recipient: '+15550100', subject: '', message: 'x'.repeat(1600) }),
    );
    const host = await open('sms');
    expect((control(host, 'Message') as HTMLTextAreaElement).value).toHaveLength(1600);
    expect([...host.querySelectorAll('[role="status"]')].map((note) => note.textContent)).toContain(full);
  });

  it.each([
    ['sms', ['Phone Number', 'Message']],
    ['email', ['Email Address', 'Subject', 'Message']],
    ['voice', ['Phone Number', 'Message (read aloud by text-to-speech)']],
    ['fax', ['Fax Number', 'Message']],
  ] as const)(
    'on %s, has the browser put back no field on Back: a sent message is not kept again',
    async (channel, labels) => {
      const host = await open(channel);
      expect(labels.map((label) => control(host, label).getAttribute('autocomplete'))).toEqual(labels.map(() => 'off'));
    },
  );

  it('still puts back a kept draft that was never sent, from storage', async () => {
    // Not the one an earlier test typed, which this page still holds in memory.
    clearDraft('email');
    localStorage.setItem(
      'compose:draft:email',
      JSON.stringify({ recipient: 'ada@example.com', subject: 'Minutes', message: 'Not sent yet' }),
    );
    const host = await open('email');
    expect(['Email Address', 'Subject', 'Message'].map((label) => control(host, label).value)).toEqual([
      'ada@example.com',
      'Minutes',
      'Not sent yet',
    ]);
  });

  it('counts the SMS as it is typed: characters, encoding, segments, recipients and cost', async () => {
    const host = await open('sms');
    const message = control(host, 'Message');
    // The counter is the message box's description (aria-describedby), read part by part.
    const counter = () =>
      (message.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('span') ?? [])]);
    await type(control(host, 'Phone Number'), '+15550100\n+15550101, +15550102');
    await type(message, 'a'.repeat(160));
    expect(counter().map((part) => part.textContent)).toEqual([
      '160/160 characters',
      'GSM-7',
      '1 segment',
      '3 recipients',
      'Estimated cost $0.03',
    ]);
    expect(description(message)).toContain('160/160 characters');
    await type(message, 'a'.repeat(161));
    expect(counter().map((part) => part.textContent)).toEqual([
      '161/306 characters',
      'GSM-7',
      '2 segments',
      '3 recipients',
      'Estimated cost $0.06',
    ]);
    await type(message, 'Price: 5€');
    expect(counter()[0]?.textContent).toBe('10/160 characters');
    await type(message, 'See you soon 👋');
    expect(counter().map((part) => part.textContent)).toEqual([
      '15/70 characters',
      'UCS-2',
      '1 segment',
      '3 recipients',
      'Estimated cost $0.03',
    ]);
  });

  it('reads the counter with the message box, never as it changes', async () => {
    const host = await open('sms');
    const message = control(host, 'Message');
    await type(message, 'Hello');
    expect(description(message)).toContain('5/160 characters');
    const counter = [...host.querySelectorAll('span')].find((part) => part.textContent === '5/160 characters');
    const live = [];
    for (let node = counter?.parentElement; node && node !== host; node = node.parentElement)
      if (node.hasAttribute('aria-live') || ['status', 'alert', 'log'].includes(node.getAttribute('role') ?? ''))
        live.push(node);
    expect(counter).toBeDefined();
    expect(live).toEqual([]);
  });

  it('says the new number of segments when it changes, and only then', async () => {
    const host = await open('sms');
    const message = control(host, 'Message');
    const said = () =>
      [...host.querySelectorAll('[role="status"]')].map((region) => region.textContent).filter((text) => text !== '');
    await type(message, 'a');
    await type(message, 'a'.repeat(160));
    expect(said()).toEqual([]);
    await type(message, 'a'.repeat(161));
    expect(said()).toEqual(['Your message is now 2 segments (up to 306 characters).']);
    await type(control(host, 'Phone Number'), '+15550100');
    await type(message, 'a'.repeat(306));
    expect(said()).toEqual(['Your message is now 2 segments (up to 306 characters).']);
    await type(message, 'a'.repeat(307));
    expect(said()).toEqual(['Your message is now 3 segments (up to 459 characters).']);
    await type(message, 'See you soon 👋');
    expect(said()).toEqual(['Your message is now 1 segment (up to 70 characters).']);
    await type(message, 'a'.repeat(161));
    await type(message, '');
    expect(said()).toEqual([]);
  });

  it('says nothing of a kept draft put back as the page opens', async () => {
    clearDraft('sms');
    localStorage.setItem('compose:draft:sms', JSON.stringify({ recipient: '', subject: '', message: 'a'.repeat(200) }));
    const host = await open('sms');
    expect(description(control(host, 'Message'))).toContain('2 segments');
    expect([...host.querySelectorAll('[role="status"]')].map((region) => region.textContent).join('')).toBe('');
  });
});
