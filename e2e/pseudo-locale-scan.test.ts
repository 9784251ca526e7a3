import { describe, expect, it } from 'vitest';
import { NOT_COPY } from './pseudo-locale-scan';

const isData = (text: string) => NOT_COPY.some(({ pattern }) => new RegExp(pattern, 'u').test(text));

describe('text the pseudo-locale scan takes for data, not copy', () => {
  it.each([
    'November 10, 2026',
    'Nov 2026',
    '10. November 2026',
    'Oktober 2026',
    '10 de noviembre de 2026',
    '3 sept 2026',
    '$0.01',
    '0,01 US$',
  ])('%s is data', (text) => expect(isData(text)).toBe(true));
  it.each(['Hallo Welt', 'de', 'Kundengeschichten', 'November newsletter', 'Envía mensajes'])('%s is copy', (text) =>
    expect(isData(text)).toBe(false),
  );
});
