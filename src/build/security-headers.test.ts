import { describe, expect, it } from 'vitest';
import { CACHE, headerRules, MAX_LINE, ruleMatches } from './security-headers';

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

  it('cover a section with nested pages with and without its trailing path, a single page exactly', () => {
    expect(cspOf('/blog')).toBe(cspOf('/blog/*'));
    expect(cspOf('/pricing')).toContain('sha256-pricing');
    expect(rules.map(([path]) => path)).not.toContain('/pricing/*');
  });

  it('split a section whose merged policy passes the host’s line limit, never writing two rules for one path', () => {
    const hashes = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        route: `${prefix}/${i}`,
        policy: policy(`sha256-${prefix.replaceAll('/', '')}${String(i).padStart(44, 'x')}`),
      }));
    const pages = [
      { route: '/developers/api', policy: policy('sha256-api') },
      ...hashes('/developers/api', 25),
      ...hashes('/developers/sdks', 25),
    ];
    const split = headerRules(pages, policy('sha256-404'));
    const paths = split.map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(['/developers/api', '/developers/api/*', '/developers/sdks/*']));
    expect(paths).not.toContain('/developers/*');
    for (const [, headers] of split)
      for (const [name, value] of Object.entries(headers))
        expect(`  ${name}: ${value}`.length).toBeLessThanOrEqual(MAX_LINE);
  });

  it('give the one-level pages of a long section (posts, numbered list pages) one ":page" rule, not one each', () => {
    const page = (route: string, hash: string) => ({ route, policy: policy(`sha256-${hash.padEnd(44, 'x')}`) });
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

  it('refuse a single page whose policy alone passes the line limit', () => {
    const huge = policy(`sha256-${'x'.repeat(MAX_LINE)}`);
    expect(() => headerRules([{ route: '/about', policy: huge }])).toThrow(/over 2000 characters for \/about/);
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

describe('the cache rules', () => {
  const rules = headerRules(
    [
      { route: '/', policy: policy('sha256-home') },
      { route: '/developers/api', policy: policy('sha256-api') },
    ],
    policy('sha256-404'),
  );
  const cacheOf = (path: string) =>
    rules
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

  it('give the Postman collection its own rule where no page rule covers it', () => {
    const alone = headerRules([{ route: '/developers', policy: policy('sha256-api') }]);
    const covering = alone.filter(([rule]) => ruleMatches(rule, '/developers/relaymark.postman_collection.json'));
    expect(covering.map(([rule]) => rule)).toEqual(['/*', '/developers/relaymark.postman_collection.json']);
  });

  it('read the hosts’ path syntax', () => {
    expect(ruleMatches('/pagefind/:file', '/pagefind/pagefind-entry.json')).toBe(true);
    expect(ruleMatches('/pagefind/:file', '/pagefind/index/en.pf_index')).toBe(false);
    expect(ruleMatches('/blog/*', '/blog/a/b')).toBe(true);
    expect(ruleMatches('/blog', '/blog/a')).toBe(false);
    expect(ruleMatches('/openapi.json', '/openapiXjson')).toBe(false);
  });

  it('keep Cache-Control off the site-wide rule, which every other rule overlaps', () => {
    expect(rules[0]![1]['Cache-Control']).toBeUndefined();
    expect(rules[0]![1]['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(rules[0]![1]['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });
});

describe('the _headers rules of translated pages', () => {
  const rules = headerRules([
    { route: '/', policy: policy('sha256-home') },
    { route: '/pricing', policy: policy('sha256-pricing') },
    { route: '/es', policy: policy('sha256-home') },
    { route: '/de', policy: policy('sha256-home-de') },
    { route: '/es/pricing', policy: policy('sha256-pricing') },
    { route: '/de/pricing', policy: policy('sha256-pricing-de') },
    { route: '/es/solutions/marketing', policy: policy('sha256-marketing') },
  ]);
  const cspOf = (path: string) => rules.find(([rulePath]) => rulePath === path)?.[1]['Content-Security-Policy'] ?? '';

  it('serve one section in every language through a :locale segment, with every language’s hashes', () => {
    expect(cspOf('/:locale/pricing')).toContain('sha256-pricing-de');
    expect(cspOf('/:locale/pricing')).toContain("'sha256-pricing'");
    expect(cspOf('/:locale/solutions')).toContain('sha256-marketing');
    expect(rules.filter(([path]) => ruleMatches(path, '/de/pricing'))).toHaveLength(2); // "/*" and its own
  });

  it('give each language home an exact rule, never "/:locale", which would match English pages', () => {
    expect(cspOf('/es')).toContain('sha256-home-de');
    expect(cspOf('/de')).toBe(cspOf('/es'));
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

describe('a preview build’s _headers', () => {
  const pages = [{ route: '/', policy: policy('sha256-home') }];
  const robotsOf = (rules: ReturnType<typeof headerRules>) =>
    rules.filter(([, headers]) => 'X-Robots-Tag' in headers).map(([path, headers]) => [path, headers['X-Robots-Tag']]);

  it('keep every file of a preview out of search engines', () => {
    expect(robotsOf(headerRules(pages, undefined, [], true))).toContainEqual(['/*', 'noindex']);
  });

  it('leave a production build’s files indexable, all but the editor', () => {
    expect(robotsOf(headerRules(pages, undefined, [], false)).map(([path]) => path)).toEqual(['/admin', '/admin/*']);
  });
});
