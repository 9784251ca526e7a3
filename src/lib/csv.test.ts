import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Channel', 'Sent'],
        [
          ['SMS', 1200],
          ['Email', 3400],
        ],
      ),
    ).toBe('Channel,Sent\r\nSMS,1200\r\nEmail,3400\r\n');
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['x, y'], ['say "hi"'], ['two\nlines']])).toBe(
      'a\r\n"x, y"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });
  it('defuses spreadsheet formulas in text cells but not negative numbers', () => {
    expect(toCsv(['a', 'b'], [['=HYPERLINK("x")', -5]])).toBe('a,b\r\n"\'=HYPERLINK(""x"")",-5\r\n');
    expect(toCsv(['a'], [['+1 555 0100']])).toBe("a\r\n'+1 555 0100\r\n");
  });
});
