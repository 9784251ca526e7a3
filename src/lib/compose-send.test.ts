import { describe, expect, it } from 'vitest';
import { composeFormSchema } from '../schemas/forms';
import { englishCopy } from '../schemas/testing/english-copy';
import type { Channel, ComposeDraft } from './compose-draft';
import { composeProblem, invalidAfterInput, PROBLEM_FIELD, sentNotice } from './compose-send';

const { notices, channels } = englishCopy(composeFormSchema, 'forms/compose-form.yaml');

const ready: ComposeDraft = { recipient: '+15550100', subject: 'Your order', message: 'Your table is ready.' };
const empty: ComposeDraft = { recipient: '', subject: '', message: '' };

/** The notice Send shows for a draft, and the field it marks. */
function refused(channel: Channel, draft: ComposeDraft) {
  const problem = composeProblem(channel, draft);
  return problem && { field: PROBLEM_FIELD[problem], ...notices[problem] };
}

describe('what Send refuses, and says', () => {
  it('a missing recipient first, whatever else is missing (spec §5, §8)', () => {
    const missingRecipient = {
      field: 'recipient',
      title: 'Missing recipient',
      description: 'Please enter a recipient for your message.',
    };
    expect(refused('sms', empty)).toEqual(missingRecipient);
    expect(refused('email', empty)).toEqual(missingRecipient);
    expect(refused('email', { ...ready, recipient: '' })).toEqual(missingRecipient);
  });

  it('on email, then a missing subject, before the message', () => {
    expect(refused('email', { ...empty, recipient: 'ada@example.com' })).toEqual({
      field: 'subject',
      title: 'Missing subject',
      description: 'Please enter a subject for your email.',
    });
  });

  it('then an empty message', () => {
    const emptyMessage = {
      field: 'message',
      title: 'Empty message',
      description: 'Please enter a message before sending.',
    };
    expect(refused('email', { ...ready, message: '' })).toEqual(emptyMessage);
    for (const channel of ['sms', 'voice', 'fax'] as const)
      expect(refused(channel, { ...ready, message: '' }), channel).toEqual(emptyMessage);
  });

  it('counts text of spaces, tabs and line breaks as empty, and separators alone as no recipient', () => {
    expect(composeProblem('sms', { ...ready, recipient: ' , ;\n ' })).toBe('missingRecipient');
    expect(composeProblem('email', { ...ready, subject: ' \t ' })).toBe('missingSubject');
    expect(composeProblem('sms', { ...ready, message: '  \n  ' })).toBe('emptyMessage');
  });

  it('asks no subject on the other channels, and checks no recipient’s format', () => {
    for (const channel of ['sms', 'voice', 'fax'] as const)
      expect(composeProblem(channel, { ...ready, subject: '' }), channel).toBeNull();
    expect(composeProblem('fax', { ...ready, recipient: 'not a number' })).toBeNull();
    expect(composeProblem('email', ready)).toBeNull();
  });
});

describe('sentNotice', () => {
  it('names the channel and counts the recipients, separated by commas, semicolons or lines', () => {
    expect(sentNotice(notices, channels.sms.noun, { recipient: '+15550100, +15550101' })).toEqual({
      title: 'Message sent!',
      description: 'Your SMS message to 2 recipients has been queued for delivery.',
    });
    expect(sentNotice(notices, channels.email.noun, { recipient: ' ada@example.com ;' }).description).toBe(
      'Your email message to 1 recipient has been queued for delivery.',
    );
  });
});

describe('invalidAfterInput', () => {
  it('clears the mark of the field typed into, and keeps another field’s', () => {
    expect(invalidAfterInput('subject', 'subject')).toBeNull();
    expect(invalidAfterInput('subject', 'message')).toBe('subject');
    expect(invalidAfterInput(null, 'recipient')).toBeNull();
  });
});
