export const NEXT_PAGE_PATHS: [from: string, next: string][];
export function rulesStartedByMarks(rules: Record<string, object[]>): Record<string, object[]>;
export function nextPage(dist: string, port: number, runs: number): Promise<unknown>;
