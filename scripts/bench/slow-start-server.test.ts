import { expect, test } from 'vitest';
import { deliveryPlan } from './slow-start-server.ts';

// Slow 4G as Lighthouse models it: 150 ms round trips, 1.6 Mbit/s (1,460 bytes every 6.96 ms),
// TCP's first window of 10 segments of 1,460 bytes, doubling each round trip.
const SEGMENT_MS = 1460 / ((1638.4 * 1024) / 8 / 1000);

test('a body of one window leaves at the link rate and doubles the window', () => {
  const plan = deliveryPlan(2 * 1460 + 1, 10);
  expect(plan.segments.map((segment) => segment.end)).toEqual([1460, 2920, 2921]);
  expect(plan.segments.map((segment) => segment.dueMs)).toEqual([0, SEGMENT_MS, 2 * SEGMENT_MS]);
  expect(plan.window).toBe(20);
});

test('what does not fit the first window waits for the next round trip', () => {
  const plan = deliveryPlan(10 * 1460 + 100, 10);
  expect(plan.segments).toHaveLength(11);
  expect(plan.segments[9]?.dueMs).toBeCloseTo(9 * SEGMENT_MS);
  expect(plan.segments[10]).toEqual({ end: 14_700, dueMs: 150 });
  expect(plan.window).toBe(40);
});

test('a window that takes longer than a round trip to send is followed at once by the next', () => {
  // 40 segments take 278 ms at the link's rate, longer than the 150 ms round trip.
  const plan = deliveryPlan(41 * 1460, 40);
  expect(plan.segments[40]?.dueMs).toBeCloseTo(40 * SEGMENT_MS);
});
