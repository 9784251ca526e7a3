import { describe, expect, it } from 'vitest';
import { assertNoNumberedIds } from './entry-ids';

describe('assertNoNumberedIds', () => {
  it('passes entries whose file names have a word', () => {
    const entries = [{ id: 'webhook-best-practices' }, { id: '2026-recap' }];
    expect(assertNoNumberedIds('blog', entries)).toBe(entries);
  });

  it('stops on a file named by digits only, naming the file and the page it would hide', () => {
    expect(() => assertNoNumberedIds('press', [{ id: 'launch' }, { id: '2' }])).toThrow(
      'content/press/2.md: a file name of digits only is the address of a page of the list (/press/2)',
    );
  });
});
