/** Resolves after `ms` milliseconds: the simulated network round trips. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
