import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('prefers a status text', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', message: 'x' })).toBe('Not Found');
  });
  it('falls back to the message of an Error', () => {
    expect(describeError(new Error('Cannot read properties of undefined'))).toBe('Cannot read properties of undefined');
  });
  it('accepts a thrown string', () => {
    expect(describeError('boom')).toBe('boom');
  });
  it('never returns an empty text', () => {
    expect(describeError(null)).toBe('Unknown error');
    expect(describeError({ statusText: '' })).toBe('Unknown error');
  });
});
