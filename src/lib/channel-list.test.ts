import { describe, expect, it } from 'vitest';
import { countWord, fillChannelPlaceholders, joinNames, localizeChannelPlaceholders } from './channel-list';

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

  it('turns the English filling of a translated text into its language', () => {
    const names = ['SMS', 'Email', 'Voice', 'Post', 'Fax', 'MMS'];
    const filled = fillChannelPlaceholders('APIs de {channels}: los {channelCount} canales', names);
    expect(localizeChannelPlaceholders(filled, names, 'es')).toBe(
      'APIs de SMS, Email, Voice, Post, Fax y MMS: los seis canales',
    );
    const german = fillChannelPlaceholders('Alle {channelCount} Kanäle: {channels}', names);
    expect(localizeChannelPlaceholders(german, names, 'de')).toBe(
      'Alle sechs Kanäle: SMS, Email, Voice, Post, Fax und MMS',
    );
    expect(localizeChannelPlaceholders('mixed six', names, 'en')).toBe('mixed six');
  });
});
