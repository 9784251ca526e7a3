import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { readContentFile, translationReport, type FileTranslation } from './translation-files.ts';
import { isValueNotWording } from './translation-diff.ts';

export type Status = 'translated' | 'missing' | 'incomplete' | 'outdated';

/**
 * When each file under content/ last changed, as a rank: 0 for a change not yet committed, then 1, 2, ...
 * from the newest commit back. One `git log` over the folder, newest first; a file never committed
 * (or outside git) has no rank.
 */
export function lastChanges(projectDir: string, folder = 'content'): Map<string, number> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: projectDir, encoding: 'utf8' });
  const ranks = new Map<string, number>();
  try {
    for (const line of git('status', '--porcelain', '--no-renames', '--untracked-files=all', '--', folder).split('\n'))
      if (line.length > 3) ranks.set(line.slice(3), 0);
    let rank = 0;
    for (const line of git('log', '--format=%x40', '--name-only', '--no-renames', '--', folder).split('\n')) {
      if (line === '@') rank += 1;
      else if (line !== '' && !ranks.has(line)) ranks.set(line, rank);
    }
  } catch {
    // Not a git checkout (a downloaded archive): nothing is known to be outdated.
  }
  return ranks;
}

/**
 * A translation's status: missing (no file), incomplete (a key missing or left in English, as the
 * build reports), outdated (its English file changed after the translation last did), or translated.
 */
export function statusOf(file: FileTranslation, changes: Map<string, number>, folder = 'content'): Status {
  if (!file.problems) return 'missing';
  if (file.problems.length > 0) return 'incomplete';
  const english = changes.get(`${folder}/${file.english}`);
  const translation = changes.get(`${folder}/${file.translation}`);
  if (english !== undefined && (translation === undefined || english < translation)) return 'outdated';
  return 'translated';
}

/** The texts of a content file that a translator writes: every string but the values kept as they are. */
export function translatableTexts(data: unknown): string[] {
  if (typeof data === 'string') return isValueNotWording(data) ? [] : [data];
  if (Array.isArray(data)) return data.flatMap(translatableTexts);
  if (data && typeof data === 'object' && !(data instanceof Date))
    return Object.values(data).flatMap(translatableTexts);
  return [];
}

const words = (texts: string[]) => texts.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);

export interface StatusRow extends FileTranslation {
  status: Status;
  texts: number;
  words: number;
}

/** Every file to translate in every language, with its status and the size of its translation. */
export function translationStatus(projectDir: string): StatusRow[] {
  const content = join(projectDir, 'content');
  const changes = lastChanges(projectDir);
  return translationReport(content).map((file) => {
    const texts = file.problems ? translatableTexts(readContentFile(join(content, file.translation))) : [];
    return { ...file, status: statusOf(file, changes), texts: texts.length, words: words(texts) };
  });
}
