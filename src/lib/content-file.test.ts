import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { duplicateIds } from './content-file';

describe('duplicateIds', () => {
  it('names each repeated id with the lines of every entry that has it', () => {
    const source = [
      '- id: ana',
      '  content: One',
      '- id: "ben"',
      '  content: Two',
      '- id: ana',
      '  content: Three',
    ].join('\n');
    expect(duplicateIds(source, load(source))).toEqual([{ id: 'ana', lines: [1, 5] }]);
  });

  it('finds nothing in a list of unique ids or in a single object', () => {
    expect(duplicateIds('- id: a\n- id: b', [{ id: 'a' }, { id: 'b' }])).toEqual([]);
    expect(duplicateIds('heading: Hi', { heading: 'Hi' })).toEqual([]);
  });
});
