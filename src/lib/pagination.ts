/** The numbered navigation of a paginated list and the names of its later pages. */
import { fill } from './template';
import { titleParts } from './page-title';

/** A gap in the numbered navigation ("…"), where page numbers are left out. */
export const GAP = null;

/** Pages shown on each side of the current one; the first and the last page are always shown. */
const NEIGHBOURS = 1;

/**
 * The page numbers the navigation links, in order, with GAP where numbers are left out:
 * (5, 9) -> [1, GAP, 4, 5, 6, GAP, 9]. A gap that would hide a single page shows that page
 * instead, so the list never grows with the number of pages beyond 7 items.
 */
export function pageNumbers(current: number, last: number): (number | typeof GAP)[] {
  if (!Number.isInteger(current) || !Number.isInteger(last) || last < 1 || current < 1 || current > last)
    throw new Error(`page ${current} of ${last} is not a page of the list`);
  const wanted = new Set([1, last]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1)
    if (page >= 1 && page <= last) wanted.add(page);
  // Near either end, keep the row as long as in the middle rather than shrinking it.
  if (current <= 3) for (let page = 2; page <= Math.min(last, 4); page += 1) wanted.add(page);
  if (current >= last - 2) for (let page = Math.max(1, last - 3); page < last; page += 1) wanted.add(page);
  const numbers = [...wanted].sort((a, b) => a - b);
  const row: (number | typeof GAP)[] = [];
  numbers.forEach((page, index) => {
    const before = numbers[index - 1];
    if (before !== undefined && page - before === 2) row.push(before + 1);
    else if (before !== undefined && page - before > 2) row.push(GAP);
    row.push(page);
  });
  return row;
}

/** The copy that names a later page of a list; `{page}` and `{pages}` are filled in. */
export interface PageNaming {
  /** "{title} – page {page}": the short title of the list with the page number. */
  title: string;
  /** "{description} Page {page} of {pages}." */
  description: string;
}

/**
 * A list page's title and description: page 1 keeps the list's own, a later page names its number
 * after the short title ("Blog | Relaymark" -> "Blog – page 2 | Relaymark") and in its description.
 */
export function numberedPage(
  list: { title: string; description: string },
  page: { current: number; last: number },
  naming: PageNaming,
): { title: string; description: string } {
  if (page.current === 1) return list;
  const [short = '', ...rest] = titleParts(list.title);
  const values = { page: page.current, pages: page.last };
  return {
    title: [fill(naming.title, { ...values, title: short }), ...rest].join(' | '),
    description: fill(naming.description, { ...values, description: list.description }),
  };
}
