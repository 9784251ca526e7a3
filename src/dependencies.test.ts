import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The direction of the README's "How content reaches a page": what loads content never needs what
 * renders it. Only imports of values count: a type taken from a schema costs nothing at run time.
 */
const LOAD = ['content.config.ts', 'loaders', 'schemas', 'i18n', 'images', 'links', 'markdown', 'lib'];

/** Every import of a value in a module, as the src/ path it names (folder first: "schemas/pricing"). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    if (ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const target = relative('src', join(dirname(file), specifier.text))
      .split(sep)
      .join('/');
    return target.startsWith('..') ? [] : [target.replace(/\.tsx?$/, '')];
  });
}

/** The source modules (not tests) of src/, by the folder or file under src/ they belong to. */
const modules = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'));
const partOf = (path: string) => path.split('/')[0] ?? path;
const importsOf = (part: string) =>
  modules
    .filter((file) => partOf(relative('src', file)) === part)
    .flatMap((file) => valueImports(file).map((target) => `${relative('src', file)} -> ${target}`));

describe('the code that loads content', () => {
  it('imports nothing that renders pages', () => {
    const found = LOAD.flatMap(importsOf);
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((line) => !LOAD.includes(partOf(line.split(' -> ')[1] ?? '')))).toEqual([]);
  });

  it('schemas/ import no loader, and lib/ nothing of src/ but the list of languages', () => {
    expect(importsOf('schemas').filter((line) => line.includes('-> loaders/'))).toEqual([]);
    expect(importsOf('lib').filter((line) => !/ -> (lib\/|i18n\/locales$)/.test(line))).toEqual([]);
  });
});
