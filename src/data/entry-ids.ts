/**
 * Entries whose pages sit beside their list's numbered pages (/blog/{id} and /blog/2): a file
 * named by digits only would take a page's address, so the build stops and names the file.
 */
export function withoutNumberedIds<T extends { id: string }>(folder: string, entries: T[]): T[] {
  const numbered = entries.find((entry) => /^\d+$/.test(entry.id));
  if (numbered)
    throw new Error(
      `content/${folder}/${numbered.id}.md: a file name of digits only is the address of a page of the list ` +
        `(/${folder}/${numbered.id}); rename it with a word, e.g. ${numbered.id}-release-notes.md`,
    );
  return entries;
}
