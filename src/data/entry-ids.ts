/**
 * Stops the build when an entry is named by digits only, and returns the entries unchanged
 * otherwise: their pages sit beside their list's numbered pages (/blog/{id} and /blog/2), so a
 * file named "2" would take a page's address. The error names the file and the fix.
 */
export function assertNoNumberedIds<T extends { id: string }>(folder: string, entries: T[]): T[] {
  const numbered = entries.find((entry) => /^\d+$/.test(entry.id));
  if (numbered)
    throw new Error(
      `content/${folder}/${numbered.id}.md: a file name of digits only is the address of a page of the list ` +
        `(/${folder}/${numbered.id}); rename it with a word, e.g. ${numbered.id}-release-notes.md`,
    );
  return entries;
}
