/** A list file's entry a message names: Astro's "**plans → basic**", or the site's own "[id=basic]". */
const ENTRY = [/\*\*[\w-]+ → ([\w-]+)\*\*/, /\[id=([\w-]+)\]/];
/** The fields a message names: Astro's "**image.alt**:", or the site's own '"drafts" is not a field'. */
const FIELDS = [/\*\*([\w.]+)\*\*:/g, /"(?:\[id=[\w-]+\]\.)?([\w.]+)" is not a field/g];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lines of the list entry with this id: from its "- id:" line to the next entry's. */
function entryLines(lines: string[], id: string): [number, number] | undefined {
  const start = lines.findIndex((line) => new RegExp(`^-\\s+id:\\s*["']?${escaped(id)}["']?\\s*$`).test(line));
  if (start < 0) return undefined;
  const next = lines.findIndex((line, index) => index > start && /^-\s/.test(line));
  return [start, next < 0 ? lines.length : next];
}

/**
 * The line of a content file a loader's error message points at: the line js-yaml names ("(3:5)",
 * counted in a Markdown file from the line after its first "---"), the first of two lines that
 * share an id, or the line that sets a field the message names, looked for in the list entry it
 * names; that entry's first line when the field is missing from it.
 */
export function errorLine(message: string, source: string): number | undefined {
  const yamlLine = /\((\d+):\d+\)/.exec(message)?.[1];
  if (yamlLine) return Number(yamlLine) + (source.startsWith('---') ? 1 : 0);
  const twice = /\(lines (\d+) and \d+\)/.exec(message)?.[1];
  if (twice) return Number(twice);
  const lines = source.split('\n');
  const id = ENTRY.map((pattern) => pattern.exec(message)?.[1]).find((found) => found !== undefined);
  const entry = id === undefined ? undefined : entryLines(lines, id);
  const [from, to] = entry ?? [0, lines.length];
  const fields = FIELDS.flatMap((pattern) =>
    [...message.matchAll(pattern)].map((match) => match[1]?.split('.').findLast((part) => !/^\d+$/.test(part)) ?? ''),
  );
  for (const field of fields) {
    const at = lines
      .slice(from, to)
      .findIndex((line) => new RegExp(`^\\s*(?:-\\s+)?${escaped(field)}\\s*:`).test(line));
    if (at >= 0) return from + at + 1;
  }
  return entry ? from + 1 : undefined;
}
