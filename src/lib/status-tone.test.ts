import { describe, expect, it } from 'vitest';
import { changeTone, statusTone } from './status-tone';

describe('statusTone', () => {
  it.each([
    ['Delivered', 'success'],
    ['Opened', 'success'],
    ['Completed', 'success'],
    ['Failed', 'danger'],
    ['Sent', 'info'],
    ['Queued', 'info'],
  ])('%s is %s', (status, tone) => expect(statusTone(status)).toBe(tone));
});

describe('changeTone', () => {
  it('is green only for a rise (shown with +)', () => {
    expect(changeTone(12.5)).toBe('success');
    expect(changeTone(-2.4)).toBe('danger');
    expect(changeTone(0)).toBe('danger');
  });
});
