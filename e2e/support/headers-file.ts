/** One rule of a _headers file: a path pattern and the headers it adds, names as written. */
export interface HeadersRule {
  path: string;
  headers: [name: string, value: string][];
}

/** The rules of a _headers file as the host reads it: a path at the start of a line, its headers indented under it. */
export function readHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) rules.push({ path: line.trim(), headers: [] });
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (header && rules.length > 0) rules.at(-1)!.headers.push([header[1]!, header[2]!.trim()]);
  }
  return rules;
}

/** The value a rule gives a header (names compared as a host does, ignoring case), or undefined. */
export const headerOf = (rule: HeadersRule, name: string) =>
  rule.headers.find(([given]) => given.toLowerCase() === name.toLowerCase())?.[1];

/**
 * Whether a rule's path matches a URL path, as Cloudflare Pages and Netlify read it: "*" any rest
 * (the empty rest too), ":name" one whole segment, anything else itself. Written here from the
 * hosts' documentation, not taken from the build code that writes the file.
 */
export function ruleMatches(rule: string, path: string): boolean {
  const pattern = rule
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}
