import { describe, expect, it } from 'vitest';
import { headerRules } from './headers-integration.mjs';

const policy = (hash: string) => `default-src 'self'; style-src 'self' '${hash}'`;

describe('the _headers rules', () => {
  const rules = headerRules(
    [
      { route: '/', policy: policy('sha256-home') },
      { route: '/blog', policy: policy('sha256-blog') },
      { route: '/blog/a-post', policy: policy('sha256-post') },
      { route: '/pricing', policy: policy('sha256-pricing') },
    ],
    policy('sha256-404'),
  );
  const cspOf = (path: string) => rules.find(([rulePath]) => rulePath === path)?.[1]['Content-Security-Policy'] ?? '';

  it('give each site section its own policy, with only its own pages’ hashes', () => {
    expect(cspOf('/blog/*')).toContain('sha256-post');
    expect(cspOf('/blog/*')).toContain('sha256-blog');
    expect(cspOf('/blog/*')).not.toContain('sha256-pricing');
    expect(cspOf('/')).toContain('sha256-home');
    expect(cspOf('/')).not.toContain('sha256-blog');
  });

  it('cover a section both without and with its trailing path', () => {
    expect(cspOf('/pricing')).toBe(cspOf('/pricing/*'));
    expect(cspOf('/pricing')).toContain('sha256-pricing');
  });

  it('let the 404 page style itself under any section, and forbid framing everywhere', () => {
    for (const path of ['/', '/blog/*', '/pricing']) {
      expect(cspOf(path)).toContain('sha256-404');
      expect(cspOf(path)).toContain("frame-ancestors 'none'");
    }
  });

  it('send the other security headers everywhere, and no policy site-wide', () => {
    const [path, headers] = rules[0]!;
    expect(path).toBe('/*');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toBeUndefined();
  });
});
