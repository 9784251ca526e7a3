import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS, draftKey } from './compose-draft';
import { FLASH_NOTICE_KEY } from './flash-notice';
import { SESSION_KEYS } from './session';

/**
 * The legal pages tell the truth about the built site: no cookies, no analytics, and every
 * browser-storage key the code uses is named on the cookies page.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const LEGAL = ['content/pages/cookies.md', 'content/pages/privacy.md', 'content/pages/terms.md'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|astro)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** The code-tabs and theme scripts are plain JavaScript inlined in pages: their keys are read from their text. */
const codeLanguageKey = /const KEY = '([^']+)'/.exec(read('src/scripts/code-tabs.js'))?.[1];
const themeKey = /const KEY = '([^']+)'/.exec(read('src/scripts/theme.js'))?.[1];

const STORAGE_KEYS = [
  ...Object.values(SESSION_KEYS),
  ...CHANNELS.map(draftKey),
  FLASH_NOTICE_KEY,
  codeLanguageKey ?? 'the KEY of src/scripts/code-tabs.js',
  themeKey ?? 'the KEY of src/scripts/theme.js',
];

describe('the cookies page', () => {
  const page = read('content/pages/cookies.md');
  it.each(STORAGE_KEYS)('names the storage key %s', (key) => {
    expect(page).toContain(`\`${key}\``);
  });
});

describe('the site itself', () => {
  const files = sourceFiles('src');
  it('sets no cookies', () => {
    expect(files.filter((file) => /document\.cookie|Set-Cookie/i.test(read(file)))).toEqual([]);
  });
  it('uses browser storage only in the files the cookies page was written from', () => {
    const users = files.filter((file) => /\b(localStorage|sessionStorage)\s*[.?]/.test(read(file)));
    expect(users.sort()).toEqual([
      'src/directives/notices.ts',
      'src/lib/safe-storage.ts',
      'src/scripts/code-tabs.js',
      'src/scripts/theme.js',
    ]);
    const safeStorageUsers = files.filter(
      (file) => /safeStorage\(/.test(read(file)) && !file.endsWith('safe-storage.ts'),
    );
    expect(safeStorageUsers.sort()).toEqual([
      'src/lib/compose-draft.ts',
      'src/lib/flash-notice.ts',
      'src/lib/session.ts',
    ]);
  });
});

describe('the legal pages', () => {
  it.each(LEGAL)('%s claims no analytics, visit statistics or cookies the site does not set', (path) => {
    const text = read(path);
    expect(text).not.toMatch(
      /aggregated statistics|measure (page )?visits|pages visited|we use cookies|analytics cookies/i,
    );
  });
});
