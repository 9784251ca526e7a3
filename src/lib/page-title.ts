/**
 * Page titles are written "Short name | Section | Relaymark" for browser tabs and search
 * results; breadcrumbs, the sitemap, share images and /llms.txt show the short name alone.
 */

const SEPARATOR = ' | ';

/** The parts of a title, trimmed: "Webhooks | Relaymark Blog" -> ["Webhooks", "Relaymark Blog"]. */
export function titleParts(title: string): string[] {
  return title.split(SEPARATOR).map((part) => part.trim());
}

/** The short name of a page: its title up to the first " | " (the whole title when there is none). */
export function shortTitle(title: string): string {
  return titleParts(title)[0] || title.trim();
}

/** The title of an entry of a list (a press release, a post): "Entry | List", the list's short name. */
export function entryTitle(title: string, listTitle: string): string {
  return `${title}${SEPARATOR}${shortTitle(listTitle)}`;
}
