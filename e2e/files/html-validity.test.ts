import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { htmlFiles, routeOf, sitemapRoutes } from '../support/built-site';
import { languageRoutes } from '../support/page-templates';
import { htmlValidityPages } from './html-validity-pages';

/**
 * The built pages are valid HTML by the W3C's Nu HTML Checker, the checker behind
 * validator.w3.org/nu, from the `vnu-jar` package: the pages that stand for each route file in
 * each language, the pages whose content can break a layout most, the not-found pages, and every
 * page that shows raw HTML from a content file (html-validity-pages.ts says why each is read). The
 * checker's time grows with every page it reads, so it reads this set, which more posts do not
 * grow, instead of every page (e2e/README.md has the measurements). What a page's HTML says is
 * checked on every page by the other files here.
 *
 * It runs on Java: without Java the test fails and says how to install it, in CI and outside it
 * alike, because a check that skips itself on a machine without the tool would pass there
 * without having looked.
 */
const INSTALL_JAVA = 'sudo apt-get install -y default-jdk-headless';

/**
 * What the checker reports that is not an error: CSS newer than its CSS validator, in the
 * stylesheet inlined into each page. Each message is matched exactly, with why it is valid, so
 * anything else it says about CSS fails the test and is read before it is added here.
 */
const UNKNOWN_TO_THE_CHECKER: { message: string; why: string }[] = [
  {
    message: 'CSS: Unrecognized at-rule “@property”',
    why: 'CSS Properties and Values API: Tailwind 4 registers its --tw-* variables with @property (every page)',
  },
  {
    message: "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    why: 'CSS Box Model 4: Tailwind 4 tests `not (margin-trim: block)` in @supports to find browsers without @property',
  },
  {
    message: 'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
    why: 'a custom property registered with @property can be transitioned, and is a <custom-ident> (transition-colors)',
  },
  ...['anchor-name', 'position-anchor', 'position-area', 'position-try-fallbacks'].map((property) => ({
    message: `CSS: “${property}”: Property “${property}” doesn't exist.`,
    why: 'CSS Anchor Positioning: the Filters popover of /reports sits under its button where supported (global.css)',
  })),
];
const NOT_ERRORS = new Set(UNKNOWN_TO_THE_CHECKER.map((entry) => entry.message));

/**
 * How Java runs the checker: one process for every page (a JVM's start costs more than a page).
 * C1 only (TieredStopAtLevel=1) and the serial collector halve its CPU time on a run this short
 * (17 CPU-seconds to 8.5 here), which matters beside Playwright on a 2-core machine; C1's frames
 * are larger, so the thread stack the checker's schema needs (at least 512 KB) is given room.
 */
const JAVA_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'non-document-error' | 'info';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

function runChecker(files: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'java',
      // --no-langdetect: the language guess only ever gives a warning, which --errors-only drops.
      [...JAVA_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      // The checker exits 1 when it reports an error: the report is read either way.
      (_error, stdout, stderr) => resolve({ stdout, stderr }),
    );
  });
}

/** "/reports line 2, column 30728: message «extract»" */
function located(message: VnuMessage): string {
  const where = message.url ? routeOf(fileURLToPath(message.url)) : '(no page)';
  const column = message.firstColumn ?? message.lastColumn;
  const line = message.lastLine === undefined ? '' : ` line ${message.lastLine}${column ? `, column ${column}` : ''}`;
  const extract = message.extract ? ` «${message.extract.replace(/\s+/g, ' ').trim()}»` : '';
  return `${where}${line}: ${message.type === 'error' ? '' : `${message.type}: `}${message.message}${extract}`;
}

const pages = htmlValidityPages();

test('it reads each route file in each language, the pages outside the sitemap and those with raw HTML: not every page', ({
  annotate,
}) => {
  const read = new Set(pages.map((page) => page.route));
  const sitemap = sitemapRoutes();
  const listed = new Set(sitemap);
  const routes = htmlFiles().map((file) => routeOf(file));
  expect([...languageRoutes(sitemap).values()].filter((route) => !read.has(route))).toEqual([]);
  expect(routes.filter((route) => !listed.has(route) && !read.has(route))).toEqual([]);
  expect(read.has('/de/404')).toBe(true);
  expect(pages.length).toBeLessThan(routes.length);
  const rawHtml = pages.filter((page) => page.why.some((why) => why.startsWith('raw HTML'))).map((page) => page.route);
  void annotate(
    `${pages.length} of ${routes.length} pages; for raw HTML in their content: ${rawHtml.join(', ') || 'none'}`,
  );
});

test('the pages it reads are valid HTML by the Nu HTML Checker (vnu)', { timeout: 180_000 }, async () => {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    throw new Error(`The Nu HTML Checker needs Java, which is not installed here. Install it with:\n  ${INSTALL_JAVA}`);
  // vnu.jar is built for Java 11 (class files of version 55); "1.8.0" is Java 8.
  const [, first, second] = /version "(\d+)(?:\.(\d+))?/.exec(java.stderr) ?? [];
  const major = Number(first === '1' ? second : first);
  if (major < 11)
    throw new Error(`The Nu HTML Checker needs Java 11 or later, not ${major}. Install it with:\n  ${INSTALL_JAVA}`);

  const files = pages.map((page) => page.file);
  expect(files.length).toBeGreaterThan(100);
  const { stdout, stderr } = await runChecker(files);
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(stdout) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`The Nu HTML Checker gave no report:\n${stdout}${stderr}`.trim());
  }
  const errors = report.messages
    .filter((message) => message.type !== 'info' && !NOT_ERRORS.has(message.message))
    .map(located);
  expect(errors, `${errors.length} error(s) on ${files.length} pages:\n${errors.join('\n')}`).toEqual([]);
});
