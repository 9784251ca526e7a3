import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeTranslationProblems, filesToTranslate, translationReport } from './translation-files';

describe('the files to translate', () => {
  it('are every file of a translated folder but those that stay English, each with its path in a language', () => {
    const files = filesToTranslate('content');
    expect(files).toContain('site/navigation.yaml');
    expect(files).toContain('solution-pages/marketing/sms.md');
    expect(files).toContain('blog/categories.yaml');
    expect(files).not.toContain('blog/webhook-best-practices.md');
    expect(files).not.toContain('site/llms.yaml');
    expect(files.some((file) => file.startsWith('press/') || file.startsWith('developers/'))).toBe(false);
  });

  it('are all translated in every language: no file, key or text is missing', () => {
    expect(describeTranslationProblems(translationReport('content'))).toEqual([]);
  });
});

describe('a translation with a key taken out', () => {
  const copy = mkdtempSync(join(tmpdir(), 'translations-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync('content', copy, { recursive: true });

  it('is reported naming the file and the key', () => {
    const navigation = join(copy, 'site/es/navigation.yaml');
    writeFileSync(navigation, readFileSync(navigation, 'utf8').replace(/^ {2}menu: .*\n/m, ''));
    const footer = join(copy, 'site/de/footer.yaml');
    const english = readFileSync(join(copy, 'site/footer.yaml'), 'utf8');
    writeFileSync(footer, english);
    const lines = describeTranslationProblems(translationReport(copy), 'content');
    expect(lines).toContain(
      'content/site/es/navigation.yaml: "labels.menu" is missing (content/site/navigation.yaml has it)',
    );
    expect(lines.filter((line) => line.startsWith('content/site/de/footer.yaml:')).length).toBeGreaterThan(3);
    expect(lines.find((line) => line.startsWith('content/site/de/footer.yaml:'))).toMatch(
      /reads exactly as in English: translate it, or list the text in content\/same-in-translation\.yaml/,
    );
  });
});
