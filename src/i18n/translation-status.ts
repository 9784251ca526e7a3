import { execFileSync } from 'node:child_process';
import type { FileTranslation } from '../loaders/translation-report.ts';
import { readEntryBody, readEntryData } from '../loaders/entry-data.ts';
import { isValueNotWording } from './translation-diff.ts';
import { describeTranslationProblems } from './translation-merge.ts';

export type Status = 'translated' | 'outdated' | 'incomplete' | 'missing' | 'error';

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
 * A translation's status: error (it writes a value or an item English lacks: the build stops at
 * it), missing (no file yet: the pages show the English file), incomplete (texts, list items or a
 * list's entries it lacks or leaves as in English: the pages show them in English), outdated (its
 * English file changed after the translation last did), or translated.
 */
export function statusOf(file: FileTranslation, changes: Map<string, number>): Status {
  if (file.problems && file.problems.length > 0) return 'error';
  if (!file.problems) return 'missing';
  if (file.inEnglish.length > 0) return 'incomplete';
  const english = changes.get(file.english);
  const translation = changes.get(file.translation);
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

/** What a translator writes in a file: its data, and a Markdown file's body. */
const translatorsWords = (path: string) => [
  readEntryData(path),
  path.endsWith('.md') ? (readEntryBody(path) ?? '') : '',
];

const words = (texts: string[]) => texts.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);

export interface StatusRow extends FileTranslation {
  status: Status;
  texts: number;
  words: number;
  /** The build's message for each problem, naming the file, the key and the fix. */
  errors: string[];
}

/** Every file to translate in every language (src/loaders/translation-report.ts), with its status and the size of its translation. */
export function translationStatus(report: FileTranslation[], projectDir: string): StatusRow[] {
  const changes = lastChanges(projectDir);
  return report.map((file) => {
    const texts = file.problems ? translatableTexts(translatorsWords(`${projectDir}/${file.translation}`)) : [];
    const errors = describeTranslationProblems(file.translation, file.english, file.problems ?? []);
    return { ...file, status: statusOf(file, changes), texts: texts.length, words: words(texts), errors };
  });
}
