import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileTranslation } from '../loaders/translation-report.ts';
import { parsed, readContentFile, type ContentFile } from '../lib/content-file.ts';
import { isValueNotWording } from './value-text.ts';
import { describeTranslationProblems } from './translation-merge.ts';

export type Status = 'translated' | 'outdated' | 'incomplete' | 'missing' | 'error';

/** When a file last changed: its rank (0 for a change not yet committed, then 1, 2, ... from the newest commit back) and that commit. */
interface Change {
  rank: number;
  commit?: string;
}

const git = (projectDir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: projectDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * When each file under content/ last changed. One `git log` over the folder, newest first; a file
 * never committed (or outside git) has none.
 */
export function lastChanges(projectDir: string, folder = 'content'): Map<string, Change> {
  const changes = new Map<string, Change>();
  try {
    const status = git(projectDir, 'status', '--porcelain', '--no-renames', '--untracked-files=all', '--', folder);
    for (const line of status.split('\n')) if (line.length > 3) changes.set(line.slice(3), { rank: 0 });
    let rank = 0;
    let commit: string | undefined;
    for (const line of git(projectDir, 'log', '--format=@%H', '--name-only', '--no-renames', '--', folder).split(
      '\n',
    )) {
      if (line.startsWith('@')) [rank, commit] = [rank + 1, line.slice(1)];
      else if (line !== '' && !changes.has(line)) changes.set(line, { rank, commit });
    }
  } catch {
    // Not a git checkout (a downloaded archive): nothing is known to be outdated.
  }
  return changes;
}

/** What a translator writes in a content file: its data's texts, and a Markdown file's body. */
const translatorsWords = ({ data, body }: ContentFile) => translatableTexts([data, body ?? '']);

/**
 * Whether the words of the English file changed since `commit` (when its translation last did): a
 * change of values only (a price, an icon, an order) leaves every translation as it was.
 */
function wordingChangedSince(projectDir: string, english: string, commit: string): boolean {
  let before: string;
  try {
    before = git(projectDir, 'show', `${commit}:${english}`);
  } catch {
    // Not there yet when the translation was last written.
    return true;
  }
  const now = readFileSync(join(projectDir, english), 'utf8');
  return (
    JSON.stringify(translatorsWords(parsed(english, before))) !== JSON.stringify(translatorsWords(parsed(english, now)))
  );
}

/**
 * A translation's status: error (it writes a value or an item English lacks: the build stops at
 * it), missing (no file yet: the pages show the English file), incomplete (texts, list items or a
 * list's entries it lacks or leaves as in English: the pages show them in English), outdated (its
 * English file changed after the translation last did), or translated.
 */
export function statusOf(file: FileTranslation, changes: Map<string, Change>, projectDir: string): Status {
  if (file.problems && file.problems.length > 0) return 'error';
  if (!file.problems) return 'missing';
  if (file.inEnglish.length > 0) return 'incomplete';
  const english = changes.get(file.english);
  const translation = changes.get(file.translation);
  if (english === undefined || (translation !== undefined && english.rank >= translation.rank)) return 'translated';
  const since = translation?.commit;
  return since === undefined || wordingChangedSince(projectDir, file.english, since) ? 'outdated' : 'translated';
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
  /** The build's message for each problem, naming the file, the key and the fix. */
  errors: string[];
}

/** Every file to translate in every language (src/loaders/translation-report.ts), with its status and the size of its translation. */
export function translationStatus(report: FileTranslation[], projectDir: string): StatusRow[] {
  const changes = lastChanges(projectDir);
  return report.map((file) => {
    const texts = file.problems ? translatorsWords(readContentFile(`${projectDir}/${file.translation}`)) : [];
    const errors = describeTranslationProblems(file.translation, file.english, file.problems ?? []);
    return { ...file, status: statusOf(file, changes, projectDir), texts: texts.length, words: words(texts), errors };
  });
}
