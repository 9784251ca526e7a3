import { expect, test } from 'vitest';
import { percent } from './lighthouse.ts';

test('a category Lighthouse could not score is left out of the median, never counted as 0', () => {
  expect(percent(1)).toBe(100);
  expect(percent(0.956)).toBe(96);
  expect(percent(0)).toBe(0);
  expect(percent(null)).toBeNaN();
  expect(percent(undefined)).toBeNaN();
});
