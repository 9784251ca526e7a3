import { describe, expect, it } from 'vitest';
import { fillChannelPlaceholders } from './channel-list';

describe('channel placeholders', () => {
  const names = ['SMS', 'Email', 'Voice', 'Post', 'Fax', 'MMS', 'WhatsApp'];

  it('fills every placeholder and leaves other braces alone', () => {
    expect(fillChannelPlaceholders('All {channelCount} channels: {channels}. Hi {name}', names, 'en-US')).toBe(
      'All 7 channels: SMS, Email, Voice, Post, Fax, MMS, and WhatsApp. Hi {name}',
    );
  });

  it('writes the list and the number as each language does, from the names it is given', () => {
    expect(fillChannelPlaceholders('{channels}: {channelCount}', ['SMS', 'Correo', 'Voz'], 'es')).toBe(
      'SMS, Correo y Voz: 3',
    );
    expect(fillChannelPlaceholders('{channels}', ['SMS', 'E-Mail'], 'de-DE')).toBe('SMS und E-Mail');
    expect(fillChannelPlaceholders('{channelCount}', Array.from({ length: 1200 }, String), 'de-DE')).toBe('1.200');
  });
});
