import { describe, expect, it } from 'vitest';
import { countWord, fillChannelPlaceholders, joinNames } from './channel-list';

describe('channel placeholders', () => {
  it('joins names without a serial comma', () => {
    expect(joinNames(['SMS'])).toBe('SMS');
    expect(joinNames(['SMS', 'Email'])).toBe('SMS and Email');
    expect(joinNames(['SMS', 'Email', 'Voice'])).toBe('SMS, Email and Voice');
  });

  it('writes small counts as words and large ones as digits', () => {
    expect(countWord(6)).toBe('six');
    expect(countWord(7)).toBe('seven');
    expect(countWord(13)).toBe('13');
  });

  it('fills every placeholder and leaves other braces alone', () => {
    const names = ['SMS', 'Email', 'Voice', 'Post', 'Fax', 'MMS', 'WhatsApp'];
    expect(fillChannelPlaceholders('All {channelCount} channels: {channels}. Hi {name}', names)).toBe(
      'All seven channels: SMS, Email, Voice, Post, Fax, MMS and WhatsApp. Hi {name}',
    );
  });
});
