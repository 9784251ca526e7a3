import { describe, expect, it } from 'vitest';
import { copy } from './copy';

/** What the build says of a text, message by message. */
const says = (schema: ReturnType<typeof copy>, text: unknown): string[] =>
  schema.safeParse(text).error?.issues.map((issue) => issue.message) ?? [];

describe('a text’s length messages', () => {
  const description = copy({ min: 50, max: 170 });

  it('asks for the text when it is empty, or only spaces', () => {
    expect(says(description, '')).toEqual(['Write some text here, or remove the field if it is optional']);
    expect(says(description, '   ')).toEqual(['Write some text here, or remove the field if it is optional']);
  });

  it('asks for more words when the text is there but shorter than its minimum', () => {
    expect(says(description, 'x'.repeat(40))).toEqual(['Write at least 50 characters']);
    // Spaces around the text do not count towards its length.
    expect(says(description, ` ${'x'.repeat(49)} `)).toEqual(['Write at least 50 characters']);
    expect(says(description, 'x'.repeat(50))).toEqual([]);
  });

  it('asks for a shorter text when it is over its maximum', () => {
    expect(says(description, 'x'.repeat(170))).toEqual([]);
    expect(says(description, 'x'.repeat(171))).toEqual(['Keep this under 170 characters']);
  });

  it('keeps a field’s own message for an empty text', () => {
    const alt = copy({ empty: 'Describe the image in `alt`' });
    expect(says(alt, '')).toEqual(['Describe the image in `alt`']);
    expect(says(alt, 'A phone')).toEqual([]);
  });

  it('asks for a text without a minimum only when it is empty', () => {
    expect(says(copy(), '')).toEqual(['Write some text here, or remove the field if it is optional']);
    expect(says(copy(), 'x')).toEqual([]);
  });
});
