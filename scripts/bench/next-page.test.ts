import { expect, test } from 'vitest';
import { SPECULATION_RULES } from '../../src/lib/speculation-rules.ts';
import { rulesStartedByMarks } from './next-page.ts';

// The next-page pass starts the site's own rules from the driver's marks: each keeps its action
// and its links, and starts only on a link marked with its eagerness.
test('each rule of the site keeps its action and links, and starts on a link marked with its eagerness', () => {
  const where = { href_matches: '/*' };
  expect(
    rulesStartedByMarks({
      prerender: [{ where, eagerness: 'moderate' }],
      prefetch: [
        { where, eagerness: 'eager' },
        { where, eagerness: 'immediate' },
        { urls: ['/pricing'], eagerness: 'conservative' },
      ],
    }),
  ).toEqual({
    prerender: [
      { where: { and: [where, { selector_matches: '[data-bench-intent~=moderate]' }] }, eagerness: 'immediate' },
    ],
    prefetch: [
      { where: { and: [where, { selector_matches: '[data-bench-intent~=eager]' }] }, eagerness: 'immediate' },
      { where, eagerness: 'immediate' },
      { urls: ['/pricing'], eagerness: 'conservative' },
    ],
  });
});

test("the site's rules are all started from marks", () => {
  const rewritten = rulesStartedByMarks(SPECULATION_RULES);
  expect(Object.values(rewritten).flat()).not.toHaveLength(0);
  for (const rule of Object.values(rewritten).flat()) expect(rule).toMatchObject({ eagerness: 'immediate' });
});
