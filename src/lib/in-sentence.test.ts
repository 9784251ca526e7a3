import { describe, expect, it } from 'vitest';
import { labelInSentence } from './in-sentence';

describe('labelInSentence', () => {
  it('lowers a label inside an English or Spanish sentence', () => {
    expect(labelInSentence('Email', 'en-US')).toBe('email');
    expect(labelInSentence('Correo electrónico', 'es')).toBe('correo electrónico');
  });

  it('keeps the capital of a German noun', () => {
    expect(labelInSentence('Vorname', 'de-DE')).toBe('Vorname');
  });
});
