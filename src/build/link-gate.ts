import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFiles, filesUnder } from './built-site';
import type { PageStep } from './pipeline';
import { checkPage, resolveLinked, type LinkProblem } from '../lib/link-check';
import { wrongLanguageLinks, type LanguageProblem } from '../links/links';

/** Where in content/ a broken URL was written ("content/blog/x.md:12"): none when no file has it. */
function whereWritten(contentDir: string, url: string): string[] {
  return filesUnder(contentDir, (name) => /\.(md|ya?ml)$/.test(name)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes(url) ? [`${relative(process.cwd(), file)}:${index + 1}`] : [])),
  );
}

function describe(problem: LinkProblem, contentDir: string): string {
  const places = whereWritten(contentDir, problem.url);
  const where = places.length ? places.join(', ') : `the page template of ${problem.page}`;
  return `  ${where}: ${problem.attribute}="${problem.url}" on ${problem.page} (${problem.reason})`;
}

/**
 * The build is the gate for links: after every page is written, each internal href/src and
 * #fragment must resolve to a built file and an element, or the build fails naming the
 * content file (and line) where the broken link was written.
 */
export const linkGate: PageStep = {
  name: 'link gate',
  start: ({ dist, site, root }) => {
    // Listed once: a page's links are looked up in this list, not on disk (a hundred per page).
    const files = new Set(builtFiles(dist));
    const origin = new URL(site).origin;
    const options = { dist, siteOrigins: [origin], allowMissing: new Set<string>(), files };
    // The same look-up as the link check's, made once per path for both.
    const isPage = (path: string) => resolveLinked(path, options)?.endsWith('.html') ?? false;
    const problems: LinkProblem[] = [];
    const wrongLanguage: LanguageProblem[] = [];
    return {
      // One page in memory at a time: a site of thousands of posts is never held whole.
      page: ({ route, elements }) => {
        problems.push(...checkPage(route, elements(), options));
        wrongLanguage.push(...wrongLanguageLinks(route, elements(), isPage, origin));
        return undefined;
      },
      done: () => {
        if (wrongLanguage.length > 0)
          throw new Error(
            `${wrongLanguage.length} URL(s) of a translated page are not in its language (src/i18n/content-languages.ts says which pages are translated; src/links/links.ts builds URLs in a language):\n` +
              wrongLanguage.map(({ page, url, reason }) => `  ${url} on ${page}: ${reason}`).join('\n'),
          );
        if (problems.length === 0) return;
        const contentDir = fileURLToPath(new URL('content', root));
        throw new Error(
          `${problems.length} broken link(s). Fix the link in the file named, or create the page it points to:\n` +
            problems.map((problem) => describe(problem, contentDir)).join('\n'),
        );
      },
    };
  },
};
