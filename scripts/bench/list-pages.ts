// Builds a temporary copy of the project with N extra generated posts, press releases and changelog
// entries (default 300 each; BENCH_POSTS sets N) and compares each list page's whole-document size
// with the same page in dist/ (the last build of today's content; BENCH_TODAY names another build,
// such as one from before pagination), with the number of pages each list has and its largest page.
// Run: npx node scripts/bench/list-pages.ts (after npm run build).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, PROJECT_ROOT } from '../project-copy.ts';
import { writeGeneratedEntries } from '../generated-content.ts';

const extra = Number(process.env.BENCH_POSTS ?? 300);
const today = process.env.BENCH_TODAY ?? join(PROJECT_ROOT, 'dist');

/** The first page of every list in every language, as a path under dist/ without ".html". */
function listPages(dist: string): string[] {
  const pages: string[] = [];
  for (const prefix of ['', 'es/', 'de/']) {
    for (const list of ['blog', 'press', 'changelog']) pages.push(`${prefix}${list}`);
    for (const file of readdirSync(join(dist, `${prefix}blog/category`)))
      if (file.endsWith('.html')) pages.push(`${prefix}blog/category/${file.slice(0, -5)}`);
  }
  return pages;
}

/** How many numbered pages a list has: its own file and then 2.html, 3.html, ... beside it. */
function pageCount(dist: string, list: string): number {
  let count = 1;
  while (existsSync(join(dist, list, `${count + 1}.html`))) count += 1;
  return count;
}

const size = (file: string) => (existsSync(file) ? statSync(file).size : NaN);
const items = (feed: string) => (readFileSync(feed, 'utf8').match(/<item>/g) ?? []).length;

const project = copyProject('bench-lists-');
try {
  writeGeneratedEntries(project, { posts: extra, releases: extra, changes: extra });
  const result = project.build({ timeout: 900_000 });
  if (result.status !== 0) throw new Error(`build with ${extra} extra entries failed:\n${result.output.slice(-3000)}`);
  const dist = join(project.dir, 'dist');
  const rows = listPages(dist).map((list) => {
    const before = size(join(today, `${list}.html`));
    const pages = pageCount(dist, list);
    const first = size(join(dist, `${list}.html`));
    const second = size(join(dist, list, '2.html'));
    const last = size(join(dist, list, `${pages}.html`));
    let largest = first;
    for (let page = 2; page <= pages; page += 1) largest = Math.max(largest, size(join(dist, list, `${page}.html`)));
    const change = (after: number) => `${(((after - before) / before) * 100).toFixed(1)}%`;
    return {
      list: `/${list}`,
      today: before,
      page1: first,
      page1Change: change(first),
      page2: second,
      lastPage: last,
      largest,
      largestChange: change(largest),
      pages,
    };
  });
  console.table(rows);
  console.log({
    blogFeedItems: items(join(dist, 'rss.xml')),
    changelogFeedItems: items(join(dist, 'changelog/rss.xml')),
  });
} finally {
  project.remove();
}
