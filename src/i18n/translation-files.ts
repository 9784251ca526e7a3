import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { compareTranslation, type TranslationProblem } from './translation-diff.ts';
import { TRANSLATIONS, type Translation } from './locales.ts';
import { translationPath } from './entries.ts';

/**
 * Files of a translated folder that stay English on purpose, and why. Every other file of a folder
 * that has a language folder (content/site/es/) must be translated into every language.
 */
export const ENGLISH_ONLY_FILES: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /^blog\/[^/]+\.md$/,
    why: 'blog posts stay English; the translated blog pages link to them, marked English',
  },
  { pattern: /^changelog\/[^/]+\.md$/, why: 'changelog entries describe the API, whose reference is English' },
  { pattern: /^site\/llms\.yaml$/, why: 'llms.txt is read by machines' },
  { pattern: /^site\/languages\.yaml$/, why: 'each language is named in its own language on every page' },
  {
    pattern: /^pricing\/countries\.yaml$/,
    why: 'rates and country codes; the page names each country in its language',
  },
];

/** The file listing the texts a translation keeps exactly as in English (brand, product and code names). */
export const KEPT_AS_IS_FILE = 'same-in-translation.yaml';

const isLanguageFolder = (name: string) => TRANSLATIONS.some((locale) => locale === name);

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return folder !== '' && isLanguageFolder(entry.name) ? [] : filesUnder(root, path);
    return /\.(md|ya?ml)$/.test(entry.name) ? [path] : [];
  });
}

/** The English files (relative to content/) that every language must translate. */
export function filesToTranslate(contentDir: string): string[] {
  const folders = readdirSync(contentDir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && TRANSLATIONS.some((locale) => existsSync(join(contentDir, entry.name, locale))),
  );
  return folders
    .flatMap((folder) => filesUnder(contentDir, folder.name))
    .filter((file) => !ENGLISH_ONLY_FILES.some(({ pattern }) => pattern.test(file)))
    .sort();
}

/** A content file as data: YAML as it parses, Markdown as its front matter plus its body. */
export function readContentFile(path: string): unknown {
  const source = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return load(source);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  const data = match ? load(match[1] ?? '') : {};
  const body = (match ? (match[2] ?? '') : source).trim();
  return { ...(typeof data === 'object' && data !== null ? data : {}), ...(body === '' ? {} : { body }) };
}

/** The texts kept as in English: those listed for every language, and those for this one. */
export function keptAsIs(contentDir: string, locale: Translation): Set<string> {
  const path = join(contentDir, KEPT_AS_IS_FILE);
  if (!existsSync(path)) return new Set();
  const lists = (load(readFileSync(path, 'utf8')) ?? {}) as Partial<Record<'every language' | Translation, string[]>>;
  return new Set([...(lists['every language'] ?? []), ...(lists[locale] ?? [])]);
}

export interface FileTranslation {
  english: string;
  locale: Translation;
  translation: string;
  /** Undefined when the translation file does not exist. */
  problems?: TranslationProblem[];
}

/** Every file to translate, in every language, with what its translation gets wrong. */
export function translationReport(contentDir: string): FileTranslation[] {
  return TRANSLATIONS.flatMap((locale) => {
    const kept = keptAsIs(contentDir, locale);
    return filesToTranslate(contentDir).map((english) => {
      const translation = translationPath(english, locale);
      const translated = join(contentDir, translation);
      if (!existsSync(translated)) return { english, locale, translation };
      const problems = compareTranslation(
        readContentFile(join(contentDir, english)),
        readContentFile(translated),
        kept,
      );
      return { english, locale, translation, problems };
    });
  });
}

/** The build's message for what a translation lacks, a line per problem, naming the file and the key. */
export function describeTranslationProblems(report: FileTranslation[], contentFolder = 'content'): string[] {
  return report.flatMap(({ english, translation, problems }) => {
    const source = `${contentFolder}/${english}`;
    const target = `${contentFolder}/${translation}`;
    if (!problems) return [`${target} is missing: translate ${source} into it`];
    return problems.map(({ path, problem }) => {
      const key = path === '' ? 'the file' : `"${path}"`;
      if (problem === 'missing') return `${target}: ${key} is missing (${source} has it)`;
      if (problem === 'extra') return `${target}: ${key} is not in ${source}; remove it, or add it there first`;
      return `${target}: ${key} reads exactly as in English: translate it, or list the text in ${contentFolder}/${KEPT_AS_IS_FILE} if it stays as it is`;
    });
  });
}
