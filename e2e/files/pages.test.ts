import { expect, test } from 'vitest';
import { builtPages } from '../support/built-site';
import { decodeHTML } from 'entities';
import { withoutLocale } from '../../src/i18n/locales';

/** The only routes that hydrate an island of their own (the issues name them), in every language. */
const ISLAND_ROUTES: Record<string, string> = {
  '/pricing': 'Estimator',
  '/pricing/sms': 'CountryRates',
  '/tools/sms-segment-calculator': 'SegmentCalculator',
  '/contact': 'ContactForm',
  '/forgot-password': 'ForgotPasswordForm',
  '/login': 'LoginForm',
  '/register': 'RegisterForm',
  '/compose': 'Compose',
  ...Object.fromEntries(['sms', 'email', 'voice', 'fax'].map((type) => [`/compose/${type}`, 'Compose'])),
  '/reports': 'Reports',
  '/schedule': 'Schedule',
};

/**
 * Routes with a few lines of page script of their own: the dashboard greeting, the 404 message,
 * the search (it runs as the page opens, on the term in its address), and every account page's
 * Sign out button.
 */
const SCRIPT_ROUTES = new Set([
  '/dashboard',
  '/404',
  '/search',
  '/dashboard/activity',
  ...Object.keys(ISLAND_ROUTES).filter((route) => /^\/(compose|reports|schedule)/.test(route)),
]);

const pages = builtPages();
const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag);
  return match ? decodeHTML(match[1]!) : null;
};

test('every page has exactly one h1', () => {
  const wrong = pages
    .map((page) => ({ path: page.route, h1: (page.html.match(/<h1[\s>]/g) ?? []).length }))
    .filter(({ h1 }) => h1 !== 1);
  expect(wrong).toEqual([]);
});

test('every page has its own title and meta description', () => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const problems: string[] = [];
  for (const page of pages) {
    const title = decodeHTML(/<title>([^<]*)<\/title>/.exec(page.html)?.[1]?.trim() ?? '');
    const description = attr(/<meta name="description"[^>]*>/.exec(page.html)?.[0] ?? '', 'content')?.trim() ?? '';
    if (!title) problems.push(`${page.route}: no title`);
    if (description.length < 50) problems.push(`${page.route}: description missing or too short`);
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const other = seen[kind].get(value);
      if (value && other) problems.push(`${page.route}: same ${kind} as ${other}`);
      seen[kind].set(value, page.route);
    }
  }
  expect(problems).toEqual([]);
});

test('every image has alt text and an explicit width and height', () => {
  const problems = pages.flatMap((page) =>
    [...page.html.matchAll(/<img\b[^>]*>/g)]
      .map((match) => match[0])
      .filter(
        (tag) =>
          attr(tag, 'alt') === null ||
          !/^\d+$/.test(attr(tag, 'width') ?? '') ||
          !/^\d+$/.test(attr(tag, 'height') ?? ''),
      )
      .map((tag) => `${page.route}: ${tag}`),
  );
  expect(problems).toEqual([]);
});

test('marketing pages hydrate only the header and notifications, except the pages the issue names', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const islands = [...page.html.matchAll(/<astro-island\b[^>]*>/g)].map(
      (match) => /\/_astro\/(\w+)\./.exec(attr(match[0], 'component-url') ?? '')?.[1] ?? '?',
    );
    const allowed = new Set([
      'Header',
      'Notifications',
      ...(ISLAND_ROUTES[withoutLocale(page.route)] ? [ISLAND_ROUTES[withoutLocale(page.route)]!] : []),
    ]);
    for (const island of islands) if (!allowed.has(island)) problems.push(`${page.route}: ${island}`);
    if (/<script\b[^>]*\ssrc=/.test(page.html) && !SCRIPT_ROUTES.has(withoutLocale(page.route)))
      problems.push(`${page.route}: loads a script file`);
  }
  for (const [path, island] of Object.entries(ISLAND_ROUTES)) {
    const page = pages.find((candidate) => candidate.route === path);
    expect(page?.html, path).toContain(`/_astro/${island}.`);
  }
  expect(problems).toEqual([]);
});
