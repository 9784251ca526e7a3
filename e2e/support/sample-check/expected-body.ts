import { jsonText, type Json, type SampleLanguage } from '../../../src/lib/code-samples';

/**
 * The exact bytes each language's sample must send for a body: the JSON text the sample
 * shows, for the languages that embed it (cURL, PHP, Ruby, Java, C#, Go), or what the
 * language's own serializer makes of the literal: JSON.stringify in Node.js, json.dumps
 * (through requests' json=) in Python.
 */

/** Python's repr() of a float given as JavaScript's shortest round-trip digits. */
export function pythonFloat(value: number): string {
  const [mantissa, exponentText] = value.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = value < 0 ? '-' : '';
  if (exponent < -4 || exponent >= 16) {
    const fraction = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${fraction}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  return `${sign}${whole}.${digits.slice(exponent + 1) || '0'}`;
}

/** A string as json.dumps writes it: JSON's escapes, and \\uXXXX for every character outside printable ASCII. */
export const pythonString = (text: string) =>
  JSON.stringify(text).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** json.dumps(value) with Python's defaults: ", " and ": " separators, every non-ASCII character escaped. */
export function pythonJsonDumps(value: Json): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    // The sample writes String(value): a Python int unless it has a point or an exponent.
    const literal = String(value);
    return /[.e]/.test(literal) ? pythonFloat(value) : literal;
  }
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${pythonJsonDumps(key)}: ${pythonJsonDumps(item)}`)
    .join(', ')}}`;
}

export function expectedBody(language: SampleLanguage, value: Json): string {
  if (language === 'node') return JSON.stringify(value);
  if (language === 'python') return pythonJsonDumps(value);
  return jsonText(value);
}
