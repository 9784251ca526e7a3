import { describe, expect, it } from 'vitest';
import { noticeReadingMs } from './notice-reading-time';

describe('noticeReadingMs', () => {
  it('gives a short notice two seconds', () => {
    expect(
      noticeReadingMs({ kind: 'success', title: 'Success!', description: 'You have successfully logged in.' }),
    ).toBe(2000);
    expect(noticeReadingMs({ kind: 'info', title: 'Hi' })).toBe(2000);
  });
  it('gives a longer one its words at 200 a minute, 300 ms each', () => {
    const description = 'Ihre SMS wurde an 2 Empfänger gesendet, die Zustellung folgt in wenigen Sekunden.';
    // 2 words of title and 13 of description.
    expect(noticeReadingMs({ kind: 'success', title: 'Nachricht gesendet!', description })).toBe(4500);
  });
  it('counts words, not the spaces or dashes between them', () => {
    expect(noticeReadingMs({ kind: 'info', title: ' a  –  b  c  d  e  f  g  h ', description: '\n' })).toBe(2400);
  });
});
