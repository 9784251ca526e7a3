export const RTT_MS: number;
export function deliveryPlan(
  length: number,
  window: number,
): { segments: { end: number; dueMs: number }[]; window: number };
export function startSlowStartServer(
  dist: string,
  port: number,
  options?: object,
): Promise<{ origin: string; stop: () => void }>;
