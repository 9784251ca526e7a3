import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileTranslation } from '../loaders/translation-report.ts';
import { parsed, readContentFile, type ContentFile } from '../lib/content-file.ts';
import { isValueNotWording } from './value-text.ts';
import { describeTranslationProblems } from './translation-merge.ts';

export type Status = 'translated' | 'outdated' | 'incomplete' | 'missing' | 'error';

/**
 * A file's history: the commits that changed it, newest first, and whether it has changes not yet
 * committed.
 */
interface History {
  uncommitted: boolean;
  commits: string[];
}

const git = (projectDir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: projectDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * Each file under content/ with its history. One `git log` over the folder, newest first; a file
 * never committed (or outside git) has none.
 */
export function fileHistories(projectDir: string, folder = 'content'): Map<string, History> {
  const histories = new Map<string, History>();
  const historyOf = (file: string) => {
    let history = histories.get(file);
    if (!history) histories.set(file, (history = { uncommitted: false, commits: [] }));
    return history;
  };
  try {
    const status = git(projectDir, 'status', '--porcelain', '--no-renames', '--untracked-files=all', '--', folder);
    for (const line of status.split('\n')) if (line.length > 3) historyOf(line.slice(3)).uncommitted = true;
    let commit = '';
    for (const line of git(projectDir, 'log', '--format=@%H', '--name-only', '--no-renames', '--', folder).split(
      '\n',
    )) {
      if (line.startsWith('@')) commit = line.slice(1);
      else if (line !== '') historyOf(line).commits.push(commit);
    }
  } catch {
    // Not a git checkout (a downloaded archive): nothing is known to be outdated.
  }
  return histories;
}

/** What a translator writes in a content file: its data's texts, and a Markdown file's body. */
const translatorsWords = ({ data, body }: ContentFile) => translatableTexts([data, body ?? '']);

/** The words of a file as a commit has it, or undefined where it does not have the file. */
function wordsAt(projectDir: string, file: string, commit: string): string | undefined {
  try {
    return JSON.stringify(translatorsWords(parsed(file, git(projectDir, 'show', `${commit}:${file}`))));
  } catch {
    return undefined;
  }
}

/**
 * The last commit that changed a translation's words. A save in the editor writes every language
 * of an entry, so a commit that only rewrote a translation's layout, or its values, is passed over.
 */
function lastWordingCommit(projectDir: string, file: string, commits: string[]): string | undefined {
  return commits.find((commit, index) => {
    const before = commits[index + 1];
    return wordsAt(projectDir, file, commit) !== (before === undefined ? undefined : wordsAt(projectDir, file, before));
  });
}

/**
 * Whether the words of the English file changed since `commit` (when its translation's words last
 * did): a change of values only (a price, an icon, an order) leaves every translation as it was.
 */
function wordingChangedSince(projectDir: string, english: string, commit: string): boolean {
  const before = wordsAt(projectDir, english, commit);
  const now = JSON.stringify(translatorsWords(parsed(english, readFileSync(join(projectDir, english), 'utf8'))));
  return before !== now;
}

/**
 * A translation's status: error (it writes a value or a field no schema has: the build stops at
 * it), missing (no file yet: the pages show the English file), incomplete (texts, list items or a
 * list's entries it lacks or leaves as in English: the pages show them in English), outdated (it
 * still writes what English no longer has, or the words of its English file changed after the
 * translation's words last did), or translated. A translation being edited (not committed yet) is
 * taken as following its English file.
 */
export function statusOf(file: FileTranslation, histories: Map<string, History>, projectDir: string): Status {
  if (file.problems && file.problems.length > 0) return 'error';
  if (!file.problems) return 'missing';
  if (file.inEnglish.length > 0) return 'incomplete';
  if (file.leftOver.length > 0) return 'outdated';
  const english = histories.get(file.english);
  const translation = histories.get(file.translation);
  if (english === undefined || translation === undefined || translation.uncommitted) return 'translated';
  const since = lastWordingCommit(projectDir, file.translation, translation.commits);
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
  const histories = fileHistories(projectDir);
  return report.map((file) => {
    const texts = file.problems ? translatorsWords(readContentFile(`${projectDir}/${file.translation}`)) : [];
    const errors = describeTranslationProblems(file.translation, file.english, file.problems ?? []);
    return { ...file, status: statusOf(file, histories, projectDir), texts: texts.length, words: words(texts), errors };
  });
}
