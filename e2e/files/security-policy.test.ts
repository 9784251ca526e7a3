import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { stylesInsertedBy } from '../../src/build/inserted-styles';
import { DIST, htmlFiles, routeOf } from '../support/built-site';
import { forbiddenSources, isHash, pagePolicy, parsePolicy, policyDifferences } from '../support/csp-sources';
import { headerOf, readHeadersFile, ruleMatches, type HeadersRule } from '../support/headers-file';
import { all, parseHtml, type Element } from '../support/parsed-html';
import {
  EDITOR_POLICY,
  EVERY_PATH,
  promisedPolicy,
  promisedServedPolicy,
  REVALIDATE,
} from '../support/security-policy';

// The security policy of the build, pinned both ways: every directive and source each kind of
// route is given, written out in ../security-policy.ts, so a source added fails as surely as one
// missing, and on the engine (engine/serving.spec.ts) each is served as written. Hash
// sources (one exact inline script or style each) follow the pages' content: a page allows exactly
// the inline scripts it carries, and the styles it carries or its libraries insert.

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const hashesIn = (policy: string, directive: string) =>
  (parsePolicy(policy).directives.get(directive) ?? []).filter(isHash);
const withoutHashes = (policy: string) =>
  policy
    .split(';')
    .map((part) =>
      part
        .trim()
        .split(/\s+/)
        .filter((source) => !isHash(source))
        .join(' '),
    )
    .join('; ');

/** What a page needs allowed by hash: its inline scripts, and its <style> elements and style attributes, as a browser reads them. */
function inlineHashes(html: string) {
  const document = parseHtml(html);
  const text = (element: Element) => element.children.map((child) => ('data' in child ? child.data : '')).join('');
  return {
    scripts: all(document, 'script:not([src]):not([type="application/ld+json"])').map((script) =>
      cspHash(text(script)),
    ),
    styles: [
      ...all(document, 'style').map((style) => cspHash(text(style))),
      // Attribute values as the parser decodes them, which is what a browser hashes.
      ...all(document, '[style]').map((element) => cspHash(element.attribs['style'] ?? '')),
    ],
  };
}

/** The text of each <script type="speculationrules"> of a page. */
const speculationRules = (html: string) =>
  all(parseHtml(html), 'script[type="speculationrules"]').map((script) =>
    script.children.map((child) => ('data' in child ? child.data : '')).join(''),
  );

/** Each page's route, policy and inline hashes, read one page at a time. */
const pages = htmlFiles().map((file) => {
  const html = readFileSync(file, 'utf8');
  return { route: routeOf(file), policy: pagePolicy(html), rules: speculationRules(html), ...inlineHashes(html) };
});
const rules = readHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
const cspRules = rules.filter((rule) => headerOf(rule, 'Content-Security-Policy') !== undefined);
const notFound = pages.find((page) => page.route === '/404');

describe('the policy of every page (<meta>)', () => {
  test('has exactly the directives and sources written here, and no forbidden one', () => {
    expect(pages.length).toBeGreaterThan(200);
    const problems = pages.flatMap(({ route, policy }) =>
      [...policyDifferences(promisedPolicy(route), withoutHashes(policy)), ...forbiddenSources(policy)].map(
        (problem) => `${route}: ${problem}`,
      ),
    );
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('allows by hash exactly the inline scripts the page carries, and no other', () => {
    expect(notFound!.scripts.length).toBeGreaterThan(3);
    const problems = pages.flatMap(({ route, policy, scripts }) => {
      const allowed = hashesIn(policy, 'script-src');
      return [
        ...scripts.filter((hash) => !allowed.includes(hash)).map((hash) => `lacks script-src ${hash}`),
        ...allowed
          .filter((hash) => !scripts.includes(hash))
          .map((hash) => `adds script-src ${hash}, no script it carries`),
      ].map((problem) => `${route}: ${problem}`);
    });
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('allows the one speculation rules block every page carries by its hash, the same on every page', () => {
    const texts = new Set(pages.flatMap((page) => page.rules));
    expect(texts.size).toBe(1);
    const problems = pages.flatMap(({ route, policy, rules }) =>
      [
        ...(rules.length === 1 ? [] : [`carries ${rules.length} speculation rules blocks`]),
        ...rules
          .filter((text) => !hashesIn(policy, 'script-src').includes(cspHash(text)))
          .map(() => 'lacks their hash'),
      ].map((problem) => `${route}: ${problem}`),
    );
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('allows by hash only its own styles and what the notifications library inserts', () => {
    // A browser checks an inserted <style> as it is connected, empty, before the library fills it.
    const inserted = [cspHash(''), ...stylesInsertedBy('sonner').map(cspHash)];
    const problems = pages.flatMap(({ route, policy, styles }) => {
      const allowed = hashesIn(policy, 'style-src');
      return [
        ...[...styles, ...inserted].filter((hash) => !allowed.includes(hash)).map((hash) => `lacks style-src ${hash}`),
        ...allowed
          .filter((hash) => !styles.includes(hash) && !inserted.includes(hash))
          .map((hash) => `adds style-src ${hash}, no style of the page`),
      ].map((problem) => `${route}: ${problem}`);
    });
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });
});

describe('dist/_headers', () => {
  test('gives every path exactly the security headers written here, in one rule no other repeats', () => {
    const everyPath = rules.filter((rule) => rule.path === '/*');
    expect(everyPath.map((rule) => rule.headers)).toEqual([EVERY_PATH]);
    const names = new Set(EVERY_PATH.map(([name]) => name.toLowerCase()));
    const repeated = rules
      .filter((rule) => rule.path !== '/*')
      .flatMap((rule) =>
        rule.headers.filter(([name]) => names.has(name.toLowerCase())).map(([name]) => `${rule.path}: ${name}`),
      );
    expect(repeated).toEqual([]);
  });

  test('gives the content editor its own policy, never indexed, revalidated', () => {
    const editor = rules.filter(
      (rule) => ruleMatches(rule.path, '/admin') || ruleMatches(rule.path, '/admin/config.yml'),
    );
    expect(editor.filter((rule) => rule.path !== '/*')).toEqual([
      {
        path: '/admin',
        headers: [
          ['Content-Security-Policy', EDITOR_POLICY],
          ['X-Robots-Tag', 'noindex, nofollow'],
          ['Cache-Control', REVALIDATE],
        ],
      },
      {
        path: '/admin/*',
        headers: [
          ['X-Robots-Tag', 'noindex, nofollow'],
          ['Cache-Control', REVALIDATE],
        ],
      },
    ] satisfies HeadersRule[]);
    // The same policy in the page itself, for a host that drops _headers: all a <meta> can carry.
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(
      readFileSync(join(DIST, 'admin.html'), 'utf8'),
    )?.[1];
    expect(meta).toBe(EDITOR_POLICY.replace("; frame-ancestors 'none'", ''));
  });

  test('a page rule carries a policy and revalidation and nothing else; a file rule a Cache-Control only', () => {
    const problems = rules
      .filter((rule) => rule.path !== '/*' && !rule.path.startsWith('/admin'))
      .flatMap((rule) => {
        const names = rule.headers.map(([name]) => name).join(', ');
        if (headerOf(rule, 'Content-Security-Policy') === undefined)
          return names === 'Cache-Control' ? [] : [`${rule.path}: ${names}`];
        return names === 'Content-Security-Policy, Cache-Control' && headerOf(rule, 'Cache-Control') === REVALIDATE
          ? []
          : [`${rule.path}: ${names} (${headerOf(rule, 'Cache-Control')})`];
      });
    expect(problems).toEqual([]);
  });

  test('every page is given a policy by exactly one rule: the directives written here, its own hashes and no stranger’s', () => {
    expect(cspRules.length).toBeGreaterThan(10);
    // Every hash some page of the site needs: a rule serves a section's pages, and the not-found page anywhere.
    const needed = new Set(
      pages.flatMap(({ policy }) => [...hashesIn(policy, 'script-src'), ...hashesIn(policy, 'style-src')]),
    );
    const problems = cspRules
      .filter((rule) => rule.path !== '/admin')
      .flatMap((rule) => {
        const policy = headerOf(rule, 'Content-Security-Policy')!;
        const served = pages.filter((page) => ruleMatches(rule.path, page.route));
        const strangers = ['script-src', 'style-src'].flatMap((directive) =>
          hashesIn(policy, directive)
            .filter((hash) => !needed.has(hash))
            .map((hash) => `adds ${directive} ${hash}, needed by no page`),
        );
        // Every script a page carries and every style its policy allows; the scripts its policy allows
        // but it does not carry (Astro allows every hydration directive's everywhere) are left out.
        const missing = [...served, notFound!].flatMap((page) =>
          (
            [
              ['script-src', page.scripts],
              ['style-src', hashesIn(page.policy, 'style-src')],
            ] as const
          ).flatMap(([directive, hashes]) =>
            hashes
              .filter((hash) => !hashesIn(policy, directive).includes(hash))
              .map((hash) => `lacks ${directive} ${hash} of ${page.route}`),
          ),
        );
        return [
          ...policyDifferences(promisedServedPolicy(rule.path), withoutHashes(policy)),
          ...forbiddenSources(policy),
          ...strangers,
          ...missing,
        ].map((problem) => `${rule.path}: ${problem}`);
      });
    const uncovered = pages
      .filter((page) => !/(^|\/)404$/.test(page.route))
      .map((page) => ({ route: page.route, matching: cspRules.filter((rule) => ruleMatches(rule.path, page.route)) }))
      .filter(({ matching }) => matching.length !== 1)
      .map(
        ({ route, matching }) =>
          `${route}: ${matching.length} rules give a CSP (${matching.map((rule) => rule.path).join(', ')})`,
      );
    expect([...problems, ...uncovered], [...problems, ...uncovered].slice(0, 20).join('\n')).toEqual([]);
  });
});
