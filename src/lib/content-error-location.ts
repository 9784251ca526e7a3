/**
 * The line of a content file a loader's error message points at: the line js-yaml names
 * ("(3:5)"), or the first line that sets a field the schema error names ("**order**: ...").
 */
export function errorLine(message: string, source: string): number | undefined {
  const yamlLine = /\((\d+):\d+\)/.exec(message)?.[1];
  if (yamlLine) return Number(yamlLine);
  const fields = [...message.matchAll(/\*\*([\w.]+)\*\*:/g)].map((match) => match[1]?.split('.').at(-1) ?? '');
  const lines = source.split('\n');
  for (const field of fields) {
    const index = lines.findIndex((line) => new RegExp(`^\\s*(?:-\\s+)?${field}\\s*:`).test(line));
    if (index >= 0) return index + 1;
  }
  return undefined;
}
