import { describe, expect, it } from 'vitest';
import { forbiddenSources, pagePolicy, parsePolicy, policyDifferences } from './csp-sources';

// The policy checks (e2e/files/security-policy.test.ts, e2e/engine/serving.spec.ts) on planted faults.

const EXPECTED =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-hashes'; object-src 'none'";
const expected = parsePolicy(EXPECTED).directives;

describe('policyDifferences', () => {
  it('finds none between a policy and itself, whatever the spacing', () => {
    expect(policyDifferences(expected, EXPECTED.replaceAll('; ', ';  '))).toEqual([]);
  });

  it('names a directive and a source missing', () => {
    const given = EXPECTED.replace("; object-src 'none'", '').replace(" 'sha256-abc='", '');
    expect(policyDifferences(expected, given)).toEqual(["lacks script-src 'sha256-abc='", 'lacks object-src']);
  });

  it('names a source and a directive added', () => {
    const given = `${EXPECTED.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")}; frame-src *`;
    expect(policyDifferences(expected, given)).toEqual(["adds script-src 'unsafe-inline'", 'adds frame-src']);
  });

  it('names a directive given twice, which a browser reads only once', () => {
    expect(policyDifferences(expected, `${EXPECTED}; script-src 'self'`)).toEqual(['script-src given twice']);
  });
});

describe('forbiddenSources', () => {
  it('passes the site’s kind of policy, data: in images and unsafe-hashes in styles included', () => {
    expect(forbiddenSources(`${EXPECTED}; img-src 'self' data:`)).toEqual([]);
  });

  it('names every source no page may allow', () => {
    const policy =
      "script-src 'unsafe-inline' 'unsafe-eval' 'unsafe-hashes'; connect-src https://*.example.com http://api.example.com; font-src data:";
    expect(forbiddenSources(policy)).toEqual([
      "forbidden: script-src 'unsafe-inline'",
      "forbidden: script-src 'unsafe-eval'",
      "forbidden: script-src 'unsafe-hashes'",
      'forbidden: connect-src https://*.example.com',
      'forbidden: connect-src http://api.example.com',
      'forbidden: font-src data:',
    ]);
  });
});

describe('pagePolicy', () => {
  it('reads the page’s own policy from its meta tag, or nothing', () => {
    const html = `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${EXPECTED}"></head>`;
    expect(pagePolicy(html)).toBe(EXPECTED);
    expect(pagePolicy('<head><meta charset="utf-8"></head>')).toBe('');
  });
});
