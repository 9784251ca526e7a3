import { describe, expect, it } from 'vitest';
import { errorLine } from './content-error-location';

const source = ['---', 'name: SMS API', 'channel: SMS', 'order: first', '---'].join('\n');

describe('errorLine', () => {
  it('finds the line of the field a schema error names', () => {
    expect(errorLine('**products → sms** data does not match.\n  **order**: Expected a number', source)).toBe(4);
  });

  it('takes the line js-yaml reports for a syntax error', () => {
    expect(errorLine('bad indentation of a mapping entry (7:3)', source)).toBe(7);
  });

  it('gives no line when the message names nothing in the file', () => {
    expect(errorLine('**tagline**: Required', source)).toBeUndefined();
  });
});
