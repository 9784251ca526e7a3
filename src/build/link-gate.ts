import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, hashFiles } from '../lib/project-files';
import { builtFiles } from './built-site';
import type { PageStep } from './pipeline';
import { htmlElements, type HtmlElement } from '../lib/html-elements';
import { checkPage, resolveBuilt, resolveLinked, type LinkProblem } from '../lib/link-check';
import { wrongLanguageLinks, type LanguageProblem } from '../links/links';
import { nearestName } from '../lib/nearest-name';

/**
 * Where in content/ a broken URL was written ("content/blog/x.md:12"): none when no file has it.
 * The marketers' guide (content/README.md) quotes links as examples, and is no page's content.
 */
function whereWritten(contentDir: string, url: string): string[] {
  return filesUnder(contentDir, (name) => /\.(md|ya?ml)$/.test(name) && name !== 'README.md').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes(url) ? [`${relative(process.cwd(), file)}:${index + 1}`] : [])),
  );
}

/** The page a link to no built file most likely means ("/pricng": "/pricing"), among the site's pages. */
function meant(problem: LinkProblem, pages: readonly string[]): string {
  if (problem.reason !== 'no built file' || !problem.url.startsWith('/')) return '';
  const page = nearestName(problem.url.replace(/[?#].*$/, ''), pages);
  return page === undefined ? '' : `: is it ${page}?`;
}

function describe(problem: LinkProblem, contentDir: string, pages: readonly string[]): string {
  const places = whereWritten(contentDir, problem.url);
  const where = places.length ? places.join(', ') : `the page template of ${problem.page}`;
  return `  ${where}: ${problem.attribute}="${problem.url}" on ${problem.page} (${problem.reason}${meant(problem, pages)})`;
}

/** The last build that passed the gate: its site (the gate's code, origin and files) and each page's HTML, as hashes. */
interface PassedBuild {
  site: string;
  pages: Record<string, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The code the gate runs: src/, where it and everything it imports live, and the lockfile (the HTML parser's version). */
const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const CODE = ['src', 'package-lock.json'];

/** The gate's code, the site's origin and its files. */
const siteHash = (origin: string, files: string[]): string =>
  hashFiles(createHash('sha256').update(`${origin}\n${files.join('\n')}\n`), PROJECT, CODE).digest('base64url');

function lastPassed(file: string, site: string): Map<string, string> {
  try {
    const passed = JSON.parse(readFileSync(file, 'utf8')) as PassedBuild;
    return passed.site === site ? new Map(Object.entries(passed.pages)) : new Map();
  } catch {
    // No build has passed here yet, or its record cannot be read: every page is checked.
    return new Map();
  }
}

/**
 * The build is the gate for links: after every page is written, each internal href/src and
 * #fragment must resolve to a built file and an element, or the build fails naming the
 * content file (and line) where the broken link was written. A site whose code, files and pages
 * are all the same as in the last build that passed (a rebuild with nothing changed, every page
 * copied from Astro's cache) has nothing new to check, and is not checked again.
 */
export const linkGate: PageStep = {
  name: 'link gate',
  start: ({ dist, site, root, cacheDir, logger }) => {
    // Listed once: a page's links are looked up in this list, not on disk (a hundred per page).
    const listed = builtFiles(dist).sort();
    const files = new Set(listed);
    const origin = new URL(site).origin;
    const options = { dist, siteOrigins: [origin], allowMissing: new Set<string>(), files };
    // The same look-up as the link check's, made once per path for both.
    const isPage = (path: string) => resolveLinked(path, options)?.endsWith('.html') ?? false;
    const problems: LinkProblem[] = [];
    const wrongLanguage: LanguageProblem[] = [];
    const check = (route: string, elements: readonly HtmlElement[]) => {
      problems.push(...checkPage(route, elements, options));
      wrongLanguage.push(...wrongLanguageLinks(route, elements, isPage, origin));
    };

    const recordFile = fileURLToPath(new URL('link-gate.json', cacheDir));
    const thisSite = siteHash(origin, listed);
    const passed = lastPassed(recordFile, thisSite);
    const pages: Record<string, string> = {};
    /** The pages handed over while every page so far was as when it passed: not checked yet. */
    const unchanged: string[] = [];
    let changed = passed.size === 0;
    return {
      // One page in memory at a time: a site of thousands of posts is never held whole.
      page: ({ route, html, elements }) => {
        const hash = (pages[route] = sha256(html));
        if (!changed && passed.get(route) === hash) unchanged.push(route);
        else {
          changed = true;
          check(route, elements());
        }
        return undefined;
      },
      done: () => {
        // A page that changed may have taken away an id an unchanged page links to: those are checked too.
        if (changed)
          for (const route of unchanged) {
            const file = resolveBuilt(dist, route, files);
            if (file) check(route, htmlElements(readFileSync(file, 'utf8')));
          }
        else logger.info(`${unchanged.length} pages, as in the last build that passed: not checked again`);
        if (wrongLanguage.length > 0)
          throw new Error(
            `${wrongLanguage.length} URL(s) of a translated page are not in its language (src/i18n/content-languages.ts says which pages are translated; src/links/links.ts builds URLs in a language):\n` +
              wrongLanguage.map(({ page, url, reason }) => `  ${url} on ${page}: ${reason}`).join('\n'),
          );
        if (problems.length > 0) {
          const contentDir = fileURLToPath(new URL('content', root));
          const pages = listed.flatMap((file) =>
            file.endsWith('.html') ? [`/${file.replace(/(^|\/)index\.html$|\.html$/, '')}`] : [],
          );
          throw new Error(
            `${problems.length} broken link(s). Fix the link in the file named, or create the page it points to:\n` +
              problems.map((problem) => describe(problem, contentDir, pages)).join('\n'),
          );
        }
        mkdirSync(dirname(recordFile), { recursive: true });
        writeFileSync(recordFile, JSON.stringify({ site: thisSite, pages } satisfies PassedBuild));
      },
    };
  },
};
