import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cspHash } from './csp-hashes';
import {
  CACHE,
  carriedScriptsOnly,
  headerRules,
  type HeaderRule,
  mergePolicies,
  ruleMatches,
  securityHeaders,
} from './security-headers';
import { stepContext, writtenSite } from './test-site';
import { editorPolicy } from '../editor/editor-page';

const policy = (hash: string) => `default-src 'self'; style-src 'self' '${hash}'`;
/** A page whose policy carries one hash of `size` characters: many short ones fit one line, a few long ones do not. */
const page = (route: string, hash: string, size = 60) => ({
  route,
  policy: policy(`sha256-${hash.padEnd(size, 'x')}`),
});
const cspOf = (rules: HeaderRule[], path: string) =>
  rules.find(([rulePath]) => rulePath === path)?.[1]['Content-Security-Policy'] ?? '';

// The rules are made inside each test, not when the file is read, so that a mutant of the code
// (npm run test:mutation, which switches one on for the tests only) is made with them.
describe('the _headers rules', () => {
  const rulesOf = () =>
    headerRules(
      [
        { route: '/', policy: policy('sha256-home') },
        { route: '/blog', policy: policy('sha256-blog') },
        { route: '/blog/a-post', policy: policy('sha256-post') },
        { route: '/pricing', policy: policy('sha256-pricing') },
      ],
      policy('sha256-404'),
    );

  it('give each site section its own policy with only its own pages’ hashes: a nested one with and without its trailing path, a single page exactly', () => {
    const rules = rulesOf();
    expect(cspOf(rules, '/blog/*')).toContain('sha256-post');
    expect(cspOf(rules, '/blog/*')).toContain('sha256-blog');
    expect(cspOf(rules, '/blog/*')).not.toContain('sha256-pricing');
    expect(cspOf(rules, '/')).toContain('sha256-home');
    expect(cspOf(rules, '/')).not.toContain('sha256-blog');
    expect(cspOf(rules, '/blog')).toBe(cspOf(rules, '/blog/*'));
    expect(cspOf(rules, '/pricing')).toContain('sha256-pricing');
    expect(rules.map(([path]) => path)).not.toContain('/pricing/*');
  });

  it('give a long section’s own page its rule and the pages under it one together, while theirs fits', () => {
    const pages = [
      {
        route: '/solutions',
        policy: `default-src 'self'; style-src 'self' ${Array.from({ length: 12 }, (_, i) => `'sha256-${`index${i}`.padEnd(44, 'x')}'`).join(' ')}`,
      },
      ...Array.from({ length: 25 }, (_, i) => page(`/solutions/s${i % 5}/c${i}`, `solution${i}`)),
    ];
    const split = headerRules(pages, policy('sha256-404'));
    expect(split.filter(([path]) => path.startsWith('/solutions')).map(([path]) => path)).toEqual([
      '/solutions',
      '/solutions/*',
    ]);
    expect(split.find(([path]) => path === '/solutions/*')?.[1]['Content-Security-Policy']).not.toContain(
      'sha256-index',
    );
  });

  it('allow in a page’s rule only the inline scripts it carries, its speculation rules among them', () => {
    const [theme, rules, unused, data] = ['theme(\n)', '{"prefetch":[]}', 'visible()', '{"@type":"Organization"}'].map(
      (text) => `'${cspHash(text)}'`,
    );
    const html = `<script>theme(\n)</script><script type="speculationrules">{"prefetch":[]}</script><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/_astro/a.js"></script>`;
    const policy = `script-src 'self' ${theme} ${rules} ${unused} ${data}; style-src 'self'`;
    expect(carriedScriptsOnly(policy, html)).toBe(`script-src 'self' ${theme} ${rules}; style-src 'self'`);
    expect(carriedScriptsOnly(`default-src 'self'; ${policy}`, html)).toBe(
      `default-src 'self'; script-src 'self' ${theme} ${rules}; style-src 'self'`,
    );
  });

  it('give the one-level pages of a long section (posts, numbered list pages) one ":page" rule, not one each', () => {
    const pages = [
      page('/blog', 'list'),
      ...Array.from({ length: 20 }, (_, i) => page(`/blog/post-${i}`, `post${i}`)),
      ...Array.from({ length: 19 }, (_, i) => page(`/blog/${i + 2}`, 'later-list-page')),
      ...Array.from({ length: 20 }, (_, i) => page(`/blog/category/c${i}`, `category${i}`)),
    ];
    const split = headerRules(pages, policy('sha256-404'));
    const blog = split.filter(([path]) => path.startsWith('/blog'));
    expect(blog.map(([path]) => path)).toEqual(['/blog', '/blog/:page', '/blog/category/*']);
    for (const { route } of pages)
      expect(
        blog.filter(([path]) => ruleMatches(path, route)),
        route,
      ).toHaveLength(1);
    expect(blog[1]?.[1]['Content-Security-Policy']).toContain('sha256-post7');
    expect(blog[1]?.[1]['Content-Security-Policy']).not.toContain('sha256-category');
  });
});

describe('the cache rules', () => {
  const rulesOf = () =>
    headerRules(
      [
        { route: '/', policy: policy('sha256-home') },
        { route: '/developers/api', policy: policy('sha256-api') },
      ],
      policy('sha256-404'),
    );
  const cacheOf = (path: string) =>
    rulesOf()
      .filter(([rule, headers]) => ruleMatches(rule, path) && headers['Cache-Control'])
      .map(([, h]) => h['Cache-Control']);

  it.each([
    ['/_astro/index.B1a2c3.js', CACHE.immutable],
    ['/pagefind/fragment/en_1a2b.pf_fragment', CACHE.immutable],
    ['/pagefind/index/en_1a2b.pf_index', CACHE.immutable],
    ['/pagefind/pagefind-entry.json', CACHE.revalidate],
    ['/', CACHE.revalidate],
    ['/developers/api', CACHE.revalidate],
    ['/developers/relaymark.postman_collection.json', CACHE.revalidate],
    ['/openapi.json', CACHE.revalidate],
    ['/publish-schedule.json', CACHE.revalidate],
    ['/og/blog.a-post.png', CACHE.day],
    ['/favicon.svg', CACHE.day],
  ])('%s gets exactly one Cache-Control: %s', (path, expected) => {
    expect(cacheOf(path)).toEqual([expected]);
  });

  it('read the hosts’ path syntax', () => {
    expect(ruleMatches('/pagefind/:file', '/pagefind/pagefind-entry.json')).toBe(true);
    expect(ruleMatches('/pagefind/:file', '/pagefind/index/en.pf_index')).toBe(false);
    expect(ruleMatches('/blog/*', '/blog/a/b')).toBe(true);
    expect(ruleMatches('/blog', '/blog/a')).toBe(false);
    expect(ruleMatches('/openapi.json', '/openapiXjson')).toBe(false);
  });
});

describe('the _headers rules of translated pages', () => {
  const rulesOf = () =>
    headerRules([
      { route: '/', policy: policy('sha256-home') },
      { route: '/pricing', policy: policy('sha256-pricing') },
      { route: '/es', policy: policy('sha256-home') },
      { route: '/de', policy: policy('sha256-home-de') },
      { route: '/es/pricing', policy: policy('sha256-pricing') },
      { route: '/de/pricing', policy: policy('sha256-pricing-de') },
      { route: '/es/solutions/marketing', policy: policy('sha256-marketing') },
    ]);

  it('serve one section in every language through a :locale segment, with every language’s hashes', () => {
    const rules = rulesOf();
    expect(cspOf(rules, '/:locale/pricing')).toContain('sha256-pricing-de');
    expect(cspOf(rules, '/:locale/pricing')).toContain("'sha256-pricing'");
    expect(cspOf(rules, '/:locale/solutions')).toContain('sha256-marketing');
    expect(rules.filter(([path]) => ruleMatches(path, '/de/pricing'))).toHaveLength(2); // "/*" and its own
  });

  it('give each language home an exact rule, never "/:locale", which would match English pages', () => {
    const rules = rulesOf();
    expect(cspOf(rules, '/es')).toContain('sha256-home-de');
    expect(cspOf(rules, '/de')).toBe(cspOf(rules, '/es'));
    expect(rules.map(([path]) => path)).not.toContain('/:locale');
    expect(rules.filter(([path]) => ruleMatches(path, '/pricing'))).toHaveLength(2);
  });

  it('give a section one rule per language where a shared rule would also reach an English page or a file', () => {
    const split = headerRules(
      [
        { route: '/es/guides', policy: policy('sha256-guides') },
        { route: '/de/guides', policy: policy('sha256-guides') },
        { route: '/blog/guides', policy: policy('sha256-blog') },
        { route: '/es/blog/post', policy: policy('sha256-post') },
      ],
      undefined,
      ['/images/blog/cover.svg'],
    ).map(([path]) => path);
    expect(split).toEqual(expect.arrayContaining(['/es/guides', '/de/guides', '/es/blog/*', '/de/blog/*']));
    expect(split).not.toContain('/:locale/blog/*');
    expect(split).not.toContain('/:locale/guides');
  });
});

describe('mergePolicies', () => {
  it('keeps each directive once with every source any page needs, in the order first met, and forbids framing', () => {
    expect(
      mergePolicies([
        "default-src 'self'; style-src 'self' 'sha256-a'",
        "style-src   'self'  'sha256-b' ;  img-src 'self' data:;",
        "frame-ancestors 'self'",
      ]),
    ).toBe("default-src 'self'; style-src 'self' 'sha256-a' 'sha256-b'; img-src 'self' data:; frame-ancestors 'none'");
  });
});

describe('the limits of the hosts', () => {
  /** A page whose policy makes its rule's Content-Security-Policy line exactly `length` characters. */
  const pageWithLine = (route: string, length: number) => {
    const line = (hash: string) =>
      `  Content-Security-Policy: default-src 'self'; style-src '${hash}'; frame-ancestors 'none'`;
    const hash = `sha256-${'x'.repeat(length - line('sha256-').length)}`;
    expect(line(hash)).toHaveLength(length);
    return { route, policy: `default-src 'self'; style-src '${hash}'` };
  };

  it('take a line of 2,000 characters and refuse one of 2,001', () => {
    expect(headerRules([pageWithLine('/about', 2000)]).map(([path]) => path)).toContain('/about');
    expect(() => headerRules([pageWithLine('/about', 2001), pageWithLine('/careers', 2001)])).toThrow(
      '_headers: a line over 2000 characters for /about, /careers',
    );
  });

  it('take 100 rules and refuse 101, naming both numbers', () => {
    // The site-wide rule, nine file rules and the editor's two, and a rule per one-page section.
    const sections = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ route: `/s${index}`, policy: policy('sha256-a') }));
    expect(headerRules(sections(88))).toHaveLength(100);
    expect(() => headerRules(sections(89))).toThrow('_headers: 101 rules, over the host limit of 100');
  });
});

describe('the rules of a long section', () => {
  const LONG = 600;
  /** The paths of the page rules: those after the site-wide rule, the nine file rules and the editor's two. */
  const pagePaths = (pages: { route: string; policy: string }[]) =>
    headerRules(pages)
      .slice(12)
      .map(([path]) => path);

  it('split by child branch, with no rule for the section itself when it is no page', () => {
    const pages = [
      ...Array.from({ length: 20 }, (_, i) => page(`/docs/guides/g${i}`, `guide${i}`)),
      ...Array.from({ length: 20 }, (_, i) => page(`/docs/api/a${i}`, `api${i}`)),
      page('/docs/api', 'api'),
    ];
    expect(pagePaths(pages)).toEqual(['/docs/api', '/docs/api/*', '/docs/guides', '/docs/guides/*']);
  });

  it('give two one-level pages one ":page" rule, but a single one its own rule', () => {
    const archive = Array.from({ length: 20 }, (_, i) => page(`/news/archive/n${i}`, `archive${i}`));
    const [a, b] = [page('/news/a', 'a', LONG), page('/news/b', 'b', LONG)];
    expect(pagePaths([...archive, a, b])).toEqual(['/news/:page', '/news/archive/*']);
    expect(pagePaths([...archive, a])).toEqual(['/news/a', '/news/archive', '/news/archive/*']);
  });

  it('write no ":page" rule where a one-level page also has pages under it, since two rules would match it', () => {
    const pages = [
      page('/learn/a', 'a', LONG),
      page('/learn/b', 'b', LONG),
      page('/learn/topics', 'topics'),
      ...Array.from({ length: 20 }, (_, i) => page(`/learn/topics/t${i}`, `topic${i}`)),
      page('/learn/extra/e0', 'e0'),
      page('/learn/extra/e1', 'e1'),
    ];
    expect(pagePaths(pages)).toEqual([
      '/learn/a',
      '/learn/b',
      '/learn/extra',
      '/learn/extra/*',
      '/learn/topics',
      '/learn/topics/*',
    ]);
  });
});

describe('the file rules beside the page rules', () => {
  it('leave out a file rule a page rule already covers with the same Cache-Control', () => {
    const rules = headerRules([
      { route: '/developers', policy: policy('sha256-developers') },
      { route: '/developers/api', policy: policy('sha256-api') },
    ]);
    expect(rules.map(([path]) => path)).not.toContain('/developers/relaymark.postman_collection.json');
    expect(
      rules
        .filter(([rule]) => ruleMatches(rule, '/developers/relaymark.postman_collection.json'))
        .map(([rule]) => rule),
    ).toEqual(['/*', '/developers/*']);
  });

  it('refuse a page at a file’s path that would give it another Cache-Control', () => {
    expect(() => headerRules([{ route: '/favicon.svg', policy: policy('sha256-a') }])).toThrow(
      '_headers: /favicon.svg would get two different Cache-Control values',
    );
  });

  it('keep a section’s ":locale" rule when the file it would reach is itself under a language', () => {
    const paths = headerRules(
      [
        { route: '/es/blog/post', policy: policy('sha256-post') },
        { route: '/de/blog/post', policy: policy('sha256-post') },
      ],
      undefined,
      ['/es/blog/cover.svg'],
    ).map(([path]) => path);
    expect(paths).toContain('/:locale/blog/*');
    expect(paths).not.toContain('/es/blog/*');
  });
});

describe('the security headers step, over a built site', () => {
  const meta = (hash: string) =>
    `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' '${hash}'">`;
  /** The pages the step is given, and the other files of the site on disk. */
  const PAGES: Record<string, string> = {
    '/pricing': `<head>${meta('sha256-pricing')}</head>`,
    '/': `<head>${meta('sha256-home')}</head>`,
    '/404': `<head>${meta('sha256-404')}</head>`,
    '/forwarded': '<head><meta http-equiv="refresh" content="0; url=/pricing"></head>',
    '/es/blog/post': `<head>${meta('sha256-post')}</head>`,
    '/de/blog/post': `<head>${meta('sha256-post')}</head>`,
  };
  const FILES = ['images/blog/cover.svg', 'index.html', 'pricing.html', 'es/blog/post.html', '_astro/site.css'];

  async function headersFile(step: typeof securityHeaders = securityHeaders): Promise<string> {
    const dist = writtenSite(Object.fromEntries(FILES.map((file) => [file, ''])));
    const visitor = step.start(stepContext(dist));
    for (const [route, html] of Object.entries(PAGES)) visitor.page({ route, html, elements: () => [] });
    await visitor.done?.();
    return readFileSync(join(dist, '_headers'), 'utf8');
  }

  /** The headers of a rule, one line each below its path. */
  const rule = (path: string, ...headers: string[]) => [path, ...headers.map((header) => `  ${header}`)];
  const immutable = 'Cache-Control: public, max-age=31536000, immutable';
  const revalidate = 'Cache-Control: public, max-age=0, must-revalidate';
  const day = 'Cache-Control: public, max-age=86400';
  const page = (path: string, hash: string) =>
    rule(
      path,
      `Content-Security-Policy: default-src 'self'; style-src 'self' '${hash}' 'sha256-404'; frame-ancestors 'none'`,
      revalidate,
    );
  /** One rule a path, in the order the hosts read them; the pages' rules with the 404 page's policy, and none for a page without a policy. */
  const EXPECTED = [
    ...rule(
      '/*',
      'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      'X-Frame-Options: DENY',
      'Cross-Origin-Opener-Policy: same-origin',
      'Cross-Origin-Resource-Policy: same-origin',
    ),
    ...rule('/_astro/*', immutable),
    ...rule('/pagefind/index/*', immutable),
    ...rule('/pagefind/fragment/*', immutable),
    ...rule('/pagefind/:file', revalidate),
    ...rule('/openapi.json', revalidate),
    ...rule('/publish-schedule.json', revalidate),
    ...rule('/developers/relaymark.postman_collection.json', revalidate),
    ...rule('/og/*', day),
    ...rule('/favicon.svg', day),
    ...rule(
      '/admin',
      `Content-Security-Policy: ${editorPolicy(process.env.EDITOR_AUTH_URL)}`,
      'X-Robots-Tag: noindex, nofollow',
      revalidate,
    ),
    ...rule('/admin/*', 'X-Robots-Tag: noindex, nofollow', revalidate),
    ...page('/', 'sha256-home'),
    ...page('/pricing', 'sha256-pricing'),
    // A file of the site under "/:locale/blog/*" splits that rule by language.
    ...page('/:locale/blog', 'sha256-post'),
    ...page('/es/blog/*', 'sha256-post'),
    ...page('/de/blog/*', 'sha256-post'),
    '',
  ].join('\n');

  it('writes the security headers everywhere, the file and editor rules, and each page’s policy', async () => {
    expect(await headersFile()).toBe(EXPECTED);
  });

  it('marks every file of a preview build noindex, and changes nothing else', async () => {
    vi.stubEnv('PREVIEW_BRANCH', 'new-pricing');
    vi.resetModules();
    try {
      const preview = await headersFile((await import('./security-headers')).securityHeaders);
      const siteWide = 'Cross-Origin-Resource-Policy: same-origin\n';
      expect(preview).toBe(EXPECTED.replace(siteWide, `${siteWide}  X-Robots-Tag: noindex\n`));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
