/** The page's own CSP, from its <meta http-equiv="content-security-policy">; '' when it has none. */
export const pagePolicy = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

/** A policy read as a browser reads it: each directive's sources, in order. */
export type Directives = Map<string, string[]>;

/** A hash source ('sha256-…'): allows one exact inline script or style. */
export const isHash = (source: string) => /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(source);

/** Each directive of a policy with its sources; a directive given twice is reported, since a browser uses the first. */
export function parsePolicy(policy: string): { directives: Directives; problems: string[] } {
  const directives: Directives = new Map();
  const problems: string[] = [];
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (directives.has(name)) problems.push(`${name} given twice`);
    else directives.set(name, sources);
  }
  return { directives, problems };
}

/**
 * Every difference between the policy expected and the one given, both ways: a directive or a
 * source missing ("lacks script-src 'self'") and one added ("adds script-src 'unsafe-inline'").
 */
export function policyDifferences(expected: Directives, actual: string): string[] {
  const { directives, problems } = parsePolicy(actual);
  for (const [name, sources] of expected) {
    const given = directives.get(name);
    if (!given) {
      problems.push(`lacks ${name}`);
      continue;
    }
    problems.push(...sources.filter((source) => !given.includes(source)).map((source) => `lacks ${name} ${source}`));
    problems.push(...given.filter((source) => !sources.includes(source)).map((source) => `adds ${name} ${source}`));
  }
  for (const name of directives.keys()) if (!expected.has(name)) problems.push(`adds ${name}`);
  return problems;
}

/**
 * The sources no policy of the site's pages may have, whatever the expectation says: script or
 * style written by anyone ('unsafe-inline'), eval, any host ('*', a wildcard), plain HTTP, and
 * data: URLs anywhere but images; 'unsafe-hashes' only in style-src, where it lets the style
 * attributes allowed by hash through.
 */
export function forbiddenSources(policy: string): string[] {
  return [...parsePolicy(policy).directives].flatMap(([name, sources]) =>
    sources
      .filter(
        (source) =>
          source === "'unsafe-inline'" ||
          source === "'unsafe-eval'" ||
          source.includes('*') ||
          /^http:/i.test(source) ||
          (/^data:/i.test(source) && name !== 'img-src') ||
          (source === "'unsafe-hashes'" && name !== 'style-src'),
      )
      .map((source) => `forbidden: ${name} ${source}`),
  );
}
