import { expect, test } from 'vitest';
import { IMAGE_LAYOUTS } from './image-layouts';

test('every layout has widths from a phone to twice its widest drawn size', () => {
  for (const [name, { widths, sizes }] of Object.entries(IMAGE_LAYOUTS)) {
    const widest = Math.max(...[...sizes.matchAll(/(\d+)px/g)].map((match) => Number(match[1])), 0);
    expect(widths[0], name).toBeLessThanOrEqual(375);
    expect(widths.at(-1), name).toBeGreaterThanOrEqual(widest * 2);
    expect(widths, name).toEqual([...widths].toSorted((a, b) => a - b));
  }
});

test('a 375 px phone at DPR 2 is offered a width close to what it draws', () => {
  // 375 - 2rem of padding = 343 CSS px, 686 device px: the next width up is what it fetches.
  const next = IMAGE_LAYOUTS.articleCover.widths.find((width) => width >= 686);
  expect(next).toBeLessThanOrEqual(800);
});
