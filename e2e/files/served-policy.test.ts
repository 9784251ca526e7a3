import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ruleMatches } from '../../src/build/security-headers';
import { builtPages, DIST, sitemapRoutes } from '../../test-support/built-site';
import { pagePolicy, sourcesNotServed } from '../csp-sources';

/**
 * The Content-Security-Policy rules of dist/_headers, as the host reads the file: a path at the
 * start of a line, its headers indented under it.
 */
function policyRules(text: string): { path: string; policy: string }[] {
  const rules: { path: string; policy: string }[] = [];
  let path = '';
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) path = line.trim();
    const policy = /^\s+content-security-policy:\s*(.+)$/i.exec(line)?.[1];
    if (policy) rules.push({ path, policy });
  }
  return rules;
}

/**
 * Every page, read from the files: the runtime serves a sample of them (engine/serving.spec.ts),
 * which shows it applies _headers as written; this shows what is written covers every page.
 */
test('every page is given a CSP by exactly one _headers rule, and it allows what the page’s own policy allows', () => {
  const rules = policyRules(readFileSync(join(DIST, '_headers'), 'utf8'));
  expect(rules.length).toBeGreaterThan(10);
  const html = new Map(builtPages().map((page) => [page.route, page.html]));
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(60);
  const problems = routes.flatMap((route) => {
    const matching = rules.filter((rule) => ruleMatches(rule.path, route));
    if (matching.length !== 1)
      return [
        `${route}: ${matching.length} _headers rules give a CSP (${matching.map((rule) => rule.path).join(', ')})`,
      ];
    return sourcesNotServed(pagePolicy(html.get(route) ?? ''), matching[0]!.policy).map(
      (problem) => `${route}: ${problem}`,
    );
  });
  expect(problems, problems.join('\n')).toEqual([]);
});
