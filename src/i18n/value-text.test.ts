import { describe, expect, it } from 'vitest';
import { isValueNotWording } from './value-text';

describe('values a translation keeps', () => {
  it.each([
    '/pricing',
    'https://example.com',
    'mailto:a@b.c',
    'hello@relaymark.com',
    'message-square',
    'sendSms',
    '$0.01',
    '{count}/{total}',
    '99.9 %',
  ])('%s is a value', (text) => expect(isValueNotWording(text)).toBe(true));
  it.each(['Pricing', 'Get started', 'SMS', '{count} messages'])('%s is wording', (text) =>
    expect(isValueNotWording(text)).toBe(false),
  );
});
