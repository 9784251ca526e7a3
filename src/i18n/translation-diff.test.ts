import { describe, expect, it } from 'vitest';
import { compareTranslation, isValueNotWording } from './translation-diff';

const kept = new Set(['Relaymark', 'SMS API']);

describe('a translation compared with its English file', () => {
  it('passes a complete translation, keeping values and listed names as they are', () => {
    const english = {
      title: 'Pricing',
      href: '/pricing',
      brand: 'Relaymark',
      items: [{ name: 'SMS API', text: 'Send texts' }],
    };
    const spanish = {
      title: 'Precios',
      href: '/pricing',
      brand: 'Relaymark',
      items: [{ name: 'SMS API', text: 'Envía SMS' }],
    };
    expect(compareTranslation(english, spanish, kept)).toEqual([]);
  });

  it('names each key and list item that is missing or extra, by its path', () => {
    const english = { labels: { menu: 'Menu', search: 'Search' }, steps: [{ title: 'One' }, { title: 'Two' }] };
    const german = { labels: { search: 'Suche', extra: 'Mehr' }, steps: [{ title: 'Eins' }] };
    expect(compareTranslation(english, german, kept)).toEqual([
      { path: 'labels.menu', problem: 'missing' },
      { path: 'labels.extra', problem: 'extra' },
      { path: 'steps[1]', problem: 'missing' },
    ]);
    expect(compareTranslation(['a text'], ['ein Text', 'noch einer'], kept)).toEqual([
      { path: '[1]', problem: 'extra' },
    ]);
  });

  it('reports wording left in English, but not numbers, dates or unlisted values', () => {
    const english = { heading: 'Start sending', price: 49, day: new Date('2026-01-01'), rate: '$0.01', icon: 'mail' };
    expect(compareTranslation(english, { ...english }, kept)).toEqual([
      { path: 'heading', problem: 'same as English' },
    ]);
  });
});

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
