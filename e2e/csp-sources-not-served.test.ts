import { describe, expect, it } from 'vitest';
import { pagePolicy, sourcesNotServed } from './csp-sources';

// The served-policy check (e2e/files/served-policy.test.ts) on a planted fault: a header that
// lacks a source the page's own <meta> policy names.

const OWN =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; upgrade-insecure-requests";
const SERVED =
  "default-src 'self'; script-src 'self' 'sha256-abc=' 'sha256-other='; style-src 'self' 'sha256-def='; frame-ancestors 'none'";

describe('the page policy’s sources the served header lacks', () => {
  it('passes a header that allows every source of the page’s policy, and more', () => {
    expect(sourcesNotServed(OWN, SERVED)).toEqual([]);
  });

  it('names a hash the header lacks', () => {
    expect(sourcesNotServed(OWN, SERVED.replace(" 'sha256-def='", ''))).toEqual([
      "CSP header lacks style-src 'sha256-def='",
    ]);
  });

  it('names every source of a directive the header lacks, and not a source of a longer directive’s name', () => {
    const served = SERVED.replace(
      "script-src 'self' 'sha256-abc=' 'sha256-other='",
      "script-src-elem 'self' 'sha256-abc='",
    );
    expect(sourcesNotServed(OWN, served)).toEqual([
      "CSP header lacks script-src 'self'",
      "CSP header lacks script-src 'sha256-abc='",
    ]);
  });
});

describe('the page’s own policy', () => {
  it('is read from its meta tag', () => {
    const html = `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${OWN}"></head>`;
    expect(pagePolicy(html)).toBe(OWN);
  });

  it('is empty when the page has none', () => {
    expect(pagePolicy('<head><meta charset="utf-8"></head>')).toBe('');
  });
});
