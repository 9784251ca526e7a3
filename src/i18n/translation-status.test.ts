import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileTranslation } from '../loaders/translation-report';
import type { Translation } from './locales';
import type { InEnglish, TranslationProblem } from './translation-merge';
import { translatableTexts, translationStatus } from './translation-status';

// Each test commits and reads a repository's history with git several times: seconds, more on a
// busy machine, so they have longer than a unit test's default.
describe('npm run translations', { timeout: 20_000 }, () => {
  const project = mkdtempSync(join(tmpdir(), 'translation-status-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(project, file, '..'), { recursive: true });
    writeFileSync(join(project, file), text);
  };
  const commit = (message: string) => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: project });
    git('add', '-A');
    git('commit', '-qm', message);
  };
  /** The report as the loaders would make it: a file written and complete, or not written yet. */
  const row = (
    english: string,
    locale: Translation,
    problems?: TranslationProblem[],
    inEnglish: InEnglish[] = [],
    leftOver: string[] = [],
  ): FileTranslation => ({
    english: `content/${english}`,
    translation: `content/${english.replace('/', `/${locale}/`)}`,
    locale,
    collection: 'footer',
    problems,
    inEnglish,
    leftOver,
  });
  let germanFooter: TranslationProblem[] = [];
  let germanInEnglish: InEnglish[] = [];
  let germanLeftOver: string[] = [];
  const status = () =>
    Object.fromEntries(
      translationStatus(
        [
          row('site/footer.yaml', 'es', []),
          row('site/home.yaml', 'es', []),
          row('site/footer.yaml', 'de', germanFooter, germanInEnglish, germanLeftOver),
          row('site/home.yaml', 'de'),
        ],
        project,
      ).map((row) => [`${row.locale} ${row.english.replace('content/', '')}`, row.status]),
    );

  execFileSync('git', ['init', '-q'], { cwd: project });
  write('content/site/footer.yaml', 'tagline: Messaging for every business\n');
  write('content/site/es/footer.yaml', 'tagline: Mensajería para cada empresa\n');
  write('content/site/de/footer.yaml', 'tagline: Nachrichten für jedes Unternehmen\n');
  write('content/site/home.yaml', 'heading: Send messages\n');
  write('content/site/es/home.yaml', 'heading: Envía mensajes\n');
  commit('first');

  it('shows a translation as outdated once its English file changes, until the translation changes too', () => {
    expect(status()).toEqual({
      'es site/footer.yaml': 'translated',
      'es site/home.yaml': 'translated',
      'de site/footer.yaml': 'translated',
      'de site/home.yaml': 'missing',
    });
    write('content/site/footer.yaml', 'tagline: Messaging for every business, in every country\n');
    expect(status()['es site/footer.yaml']).toBe('outdated');
    commit('English changed');
    expect(status()['es site/footer.yaml']).toBe('outdated');
    write('content/site/es/footer.yaml', 'tagline: Mensajería para cada empresa, en cada país\n');
    commit('Spanish follows');
    expect(status()['es site/footer.yaml']).toBe('translated');
    expect(status()['de site/footer.yaml']).toBe('outdated');
  });

  it('follows a translation’s words, not its file: an editor’s save rewrites every language of an entry', () => {
    // English words changed; the editor wrote the Spanish file again with other quotes, same words.
    write('content/site/footer.yaml', 'tagline: Messaging for every business, in every country, every day\n');
    write('content/site/es/footer.yaml', "tagline: 'Mensajería para cada empresa, en cada país'\n");
    commit('English tagline, saved in the editor');
    expect(status()['es site/footer.yaml']).toBe('outdated');
    // A Spanish wording edit that rewrote the German file too leaves German outdated.
    write('content/site/es/footer.yaml', 'tagline: Mensajería para cada empresa, en cada país, cada día\n');
    write('content/site/de/footer.yaml', "tagline: 'Nachrichten für jedes Unternehmen'\n");
    commit('Spanish tagline, saved in the editor');
    expect(status()['es site/footer.yaml']).toBe('translated');
    expect(status()['de site/footer.yaml']).toBe('outdated');
  });

  it('keeps a translation translated when its English file changes only values (a price, an icon), no words', () => {
    write('content/site/home.yaml', 'heading: Send messages\nicon: message-square\nprice: 49\n');
    commit('English values');
    expect(status()['es site/home.yaml']).toBe('translated');
    write('content/site/home.yaml', 'heading: Send messages\nicon: mail\nprice: 59\n');
    expect(status()['es site/home.yaml']).toBe('translated');
    write('content/site/home.yaml', 'heading: Send messages today\nicon: mail\nprice: 59\n');
    expect(status()['es site/home.yaml']).toBe('outdated');
  });

  it('shows a translation that still writes what English removed as outdated, though its words are newer', () => {
    expect(status()['es site/home.yaml']).toBe('outdated');
    write('content/site/es/home.yaml', 'heading: Envía mensajes hoy\n');
    commit('Spanish heading');
    expect(status()['de site/footer.yaml']).toBe('outdated');
    write('content/site/de/footer.yaml', 'tagline: Nachrichten für jedes Unternehmen, in jedem Land, jeden Tag\n');
    commit('German tagline');
    expect(status()['de site/footer.yaml']).toBe('translated');
    germanLeftOver = ['columns[id=legal]'];
    expect(status()['de site/footer.yaml']).toBe('outdated');
    germanLeftOver = [];
  });

  it('shows a translation with texts or items shown in English as incomplete, and one the build stops at as an error', () => {
    germanInEnglish = [{ path: 'columns[id=company].links[href=/careers]', reason: 'missing' }];
    expect(status()['de site/footer.yaml']).toBe('incomplete');
    germanFooter = [{ path: 'columns[id=company].links[href=/careers].href', problem: 'value' }];
    expect(status()['de site/footer.yaml']).toBe('error');
  });

  it('counts the texts a translator writes, not the values kept as they are', () => {
    expect(translatableTexts({ title: 'Precios', href: '/pricing', items: ['Uno', 'message-square', 49] })).toEqual([
      'Precios',
      'Uno',
    ]);
  });
});
