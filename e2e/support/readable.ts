/**
 * What a visitor with JavaScript off reads on a page: its visible h1s, its main text, and the
 * links of its header and footer. Read in a browser by the crawl (e2e/every-page.spec.ts) and
 * from the built HTML by e2e/files/every-page.test.ts; both judge it here.
 */
export interface Reading {
  h1: number;
  mainText: string;
  header: string[];
  footer: string[];
}

/** The links every page repeats: those of the home page in its language. */
export type SiteLinks = Pick<Reading, 'header' | 'footer'>;

/** The header's and footer's links but the language links, which lead to the page itself. */
export const SITE_LINKS = 'a[href]:not([data-language-link])';
export const LANDMARKS = { header: 'body > header', footer: 'body > footer' } as const;

/** Every page repeats the header and footer links of the home page in its language. */
export function readingProblems(read: Reading, home: SiteLinks): string[] {
  const problems: string[] = [];
  if (read.h1 !== 1) problems.push(`${read.h1} h1 elements`);
  if (read.mainText.length <= 80) problems.push(`the main text is ${read.mainText.length} characters`);
  for (const landmark of ['header', 'footer'] as const) {
    const missing = home[landmark].filter((href) => !read[landmark].includes(href));
    const extra = read[landmark].filter((href) => !home[landmark].includes(href));
    const differences = [
      ...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []),
      ...(extra.length > 0 ? [`extra ${extra.join(', ')}`] : []),
    ];
    if (differences.length > 0) problems.push(`the ${landmark} links differ: ${differences.join('; ')}`);
  }
  return problems;
}
