import { expect, test } from 'vitest';
import { builtPages } from '../support/built-site';
import { BARE_CLICK_CASES } from '../support/bare-click-cases';
import { islandsIn } from '../support/islands';

test('every island that hydrates on interaction has a bare-click case', () => {
  const covered = new Set(BARE_CLICK_CASES.map((testCase) => testCase.island));
  const uncovered = new Set<string>();
  for (const page of builtPages()) {
    for (const island of islandsIn(page.html)) {
      if (['touch', 'kept'].includes(island.client) && !covered.has(island.component))
        uncovered.add(`${island.component} (${page.route})`);
    }
  }
  expect([...uncovered], 'add a case to BARE_CLICK_CASES for each of these').toEqual([]);
});
