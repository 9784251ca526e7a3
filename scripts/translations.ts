// `npm run translations`: per file of content/ and per language, whether its translation is
// translated, outdated (its English file's words changed after it, from git history, or it still
// writes what English no longer has: left out, each named), incomplete (texts,
// list items or entries it lacks or leaves as in English: shown in English, each named), missing
// (no file yet: shown in English) or error (the build stops: each message says the fix), with the
// number of texts and words translated. The content schemas decide what is
// wording, so they are loaded as the build loads them (through Vite, with astro:content as in tests).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { StatusRow } from '../src/i18n/translation-status.ts';

const { module } = await runnerImport<{ contentTranslationStatus: () => StatusRow[] }>(
  './scripts/content-translation-status.ts',
  {
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: { 'astro:content': fileURLToPath(new URL('../src/schemas/testing/astro-content.ts', import.meta.url)) },
    },
  },
);
const { TRANSLATIONS } = await import('../src/i18n/locales.ts');
const rows = module.contentTranslationStatus();
const files = [...new Set(rows.map((row) => row.english))];
const width = Math.max(...files.map((file) => file.length)) + 2;
const only = process.argv.includes('--all') ? undefined : (row: StatusRow) => row.status !== 'translated';

console.log(`${'file'.padEnd(width)}${TRANSLATIONS.map((locale) => locale.padEnd(12)).join('')}`);
for (const file of files) {
  const cells = TRANSLATIONS.map((locale) => rows.find((row) => row.english === file && row.locale === locale));
  if (only && !cells.some((row) => row && only(row))) continue;
  console.log(`${file.padEnd(width)}${cells.map((row) => (row?.status ?? '').padEnd(12)).join('')}`);
  for (const row of cells) {
    if (!row) continue;
    const shown = row.inEnglish.map(({ path, reason }) => (reason === 'missing' ? path : `${path} (as in English)`));
    if (shown.length) console.log(`  ${row.locale}: shown in English: ${shown.join(', ')}`);
    const left = row.leftOver.map((path) => (path === '' ? 'the whole file' : path));
    if (left.length) console.log(`  ${row.locale}: English no longer has it, left out: ${left.join(', ')}`);
    for (const error of row.errors) console.log(`  ${row.locale}: stops the build: ${error}`);
  }
}
if (only) console.log(`(files translated in every language are left out: --all lists them too)`);

console.log('');
const number = new Intl.NumberFormat('en-US');
for (const locale of TRANSLATIONS) {
  const mine = rows.filter((row) => row.locale === locale);
  const count = (status: StatusRow['status']) => mine.filter((row) => row.status === status).length;
  const sum = (key: 'texts' | 'words') => number.format(mine.reduce((total, row) => total + row[key], 0));
  console.log(
    `${locale}: ${mine.length} files: ${count('translated')} translated, ${count('outdated')} outdated, ` +
      `${count('incomplete')} incomplete, ${count('missing')} missing, ${count('error')} with errors; ` +
      `${sum('texts')} texts, ${sum('words')} words`,
  );
}
