import type { ProjectCopy } from './project-copy.mjs';

export function generatedPost(index: number): string;
export function generatedPressRelease(index: number): string;
export function generatedChangelogEntry(index: number): string;
export function writeGeneratedEntries(
  project: Pick<ProjectCopy, 'write'>,
  counts: { posts?: number; releases?: number; changes?: number },
  options?: { name?: string },
): void;
