import { describe, expect, it } from 'vitest';
import { characterCount, codePoints, countSms, ucs2Characters, ucs2Runs } from './sms-segments';

const gsm = (n: number) => 'a'.repeat(n);

describe('countSms', () => {
  it('an empty message has no segments', () => {
    expect(countSms('')).toMatchObject({ encoding: 'GSM-7', units: 0, segments: 0 });
  });

  it.each([
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
  ])('%i GSM-7 characters make %i segment(s)', (length, segments) => {
    expect(countSms(gsm(length))).toMatchObject({ encoding: 'GSM-7', units: length, segments });
  });

  it('counts an extension-table character twice', () => {
    expect(countSms('€')).toMatchObject({ encoding: 'GSM-7', units: 2, segments: 1 });
    expect(countSms('[]{}~^|\\')).toMatchObject({ encoding: 'GSM-7', units: 16 });
    expect(countSms(gsm(159) + '€')).toMatchObject({ units: 161, segments: 2 });
  });

  it('never splits an escape pair across segments', () => {
    // 152 + 2 would fit 153 only by splitting the escape from its character.
    const text = gsm(152) + '€' + gsm(152);
    expect(countSms(text)).toMatchObject({ units: 306, segments: 3 });
  });

  it('keeps £ and é in GSM-7', () => {
    expect(countSms('£5 café')).toMatchObject({ encoding: 'GSM-7', units: 7 });
  });

  it('switches to UCS-2 for a backtick, curly quotes or most accented letters', () => {
    expect(countSms('`code`').encoding).toBe('UCS-2');
    expect(countSms('“quoted”').encoding).toBe('UCS-2');
    expect(countSms('ł').encoding).toBe('UCS-2');
  });

  it('one emoji switches the whole message to UCS-2, counted in UTF-16 units', () => {
    expect(countSms('Hi 👋')).toMatchObject({
      encoding: 'UCS-2',
      units: 5,
      segments: 1,
      singleLimit: 70,
      perSegment: 67,
    });
    expect(countSms(gsm(69) + '!')).toMatchObject({ encoding: 'GSM-7' });
    expect(countSms('😀'.repeat(35))).toMatchObject({ units: 70, segments: 1 });
    expect(countSms('😀'.repeat(35) + 'a')).toMatchObject({ units: 71, segments: 2 });
  });

  it('splits UCS-2 at 67 units without breaking a surrogate pair', () => {
    expect(countSms('ł'.repeat(134))).toMatchObject({ units: 134, segments: 2 });
    expect(countSms('ł'.repeat(135))).toMatchObject({ segments: 3 });
    // 134 units would fill two segments only by splitting the emoji across them.
    expect(countSms('ł'.repeat(66) + '😀' + 'ł'.repeat(66))).toMatchObject({ units: 134, segments: 3 });
  });
});

describe('what forces UCS-2', () => {
  it('counts characters as people see them', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('{€}')).toBe(3);
    expect(characterCount('Hi 👋🏽')).toBe(4);
    expect(characterCount('e\u0301')).toBe(1);
  });

  it('lists each character outside GSM-7 once, in order of first use', () => {
    expect(ucs2Characters('Plain text with {braces} and € and £')).toEqual([]);
    expect(ucs2Characters('“Hi” 👋🏽 ł 👋🏽 “')).toEqual(['“', '”', '👋🏽', 'ł']);
    expect(ucs2Characters('cafe\u0301')).toEqual(['e\u0301']);
  });

  it('cuts the text into runs for highlighting, losing nothing', () => {
    const text = 'Hi “you” 😀!';
    const runs = ucs2Runs(text);
    expect(runs).toEqual([
      { text: 'Hi ', ucs2: false },
      { text: '“', ucs2: true },
      { text: 'you', ucs2: false },
      { text: '”', ucs2: true },
      { text: ' ', ucs2: false },
      { text: '😀', ucs2: true },
      { text: '!', ucs2: false },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    expect(ucs2Runs('')).toEqual([]);
  });

  it('writes code points the Unicode way', () => {
    expect(codePoints('ł')).toBe('U+0142');
    expect(codePoints('👋🏽')).toBe('U+1F44B U+1F3FD');
  });
});
