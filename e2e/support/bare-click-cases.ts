import type { Locator, Page } from '@playwright/test';

/**
 * A bare `click` (no pointerover, pointerdown or focusin before it: assistive technologies,
 * voice control, `element.click()`) on an island that hydrates on interaction must wake it
 * and be replayed. One case per control; an island that hydrates on interaction and has no
 * case here fails e2e/files/bare-click.test.ts, so a new one cannot be forgotten. The cases
 * run in e2e/bare-click.spec.ts.
 */
export interface BareClickCase {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** The island's component file name, as in its chunk URL ("Header" for /_astro/Header.x.js). */
  island: string;
  /** The control to click. */
  control: (page: Page) => Locator;
  /** What the click shows once replayed. */
  shows: (page: Page) => Locator;
}

export const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

const headerMenu = (label: string, panelId: string): BareClickCase => ({
  name: `header: ${label}`,
  route: '/about',
  viewport: desktop,
  island: 'Header',
  control: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label }),
  shows: (page) => page.locator(`#${panelId}`),
});

export const BARE_CLICK_CASES: BareClickCase[] = [
  headerMenu('Products', 'nav-panel-products'),
  headerMenu('Solutions', 'nav-panel-solutions'),
  headerMenu('Developers', 'nav-panel-developers'),
  {
    name: 'header: mobile Menu',
    route: '/about',
    viewport: phone,
    island: 'Header',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    shows: (page) => page.getByRole('navigation', { name: 'Mobile' }),
  },
  {
    // A bare click on the submit button of the empty form: replayed, it names the missing fields.
    name: 'contact form: Send message',
    route: '/contact',
    viewport: desktop,
    island: 'ContactForm',
    control: (page) => page.getByRole('button', { name: 'Send message' }),
    shows: (page) => page.getByText('Please enter your first name.'),
  },
  {
    name: 'forgot-password form: Send reset link',
    route: '/forgot-password',
    viewport: desktop,
    island: 'ForgotPasswordForm',
    control: (page) => page.getByRole('button', { name: 'Send reset link' }),
    shows: (page) => page.getByText('Please enter your email address.'),
  },
  {
    // Sorted by country, ascending: the replayed click on the Country column reverses it.
    name: 'SMS rates table: sort by Country',
    route: '/pricing/sms',
    viewport: desktop,
    island: 'CountryRates',
    control: (page) => page.getByRole('button', { name: 'Country' }),
    shows: (page) => page.getByRole('columnheader', { name: 'Country' }).and(page.locator('[aria-sort="descending"]')),
  },
  {
    // No button: a bare click anywhere in the estimator wakes it, and its total appears.
    name: 'cost estimator: a click on the total',
    route: '/pricing',
    viewport: desktop,
    island: 'Estimator',
    control: (page) => page.locator('output[data-estimator-total]'),
    shows: (page) => page.locator('output[data-estimator-total]', { hasText: /^\$0\.00$/ }),
  },
  {
    name: 'segment calculator: a click in the message box',
    route: '/tools/sms-segment-calculator',
    viewport: desktop,
    island: 'SegmentCalculator',
    control: (page) => page.getByRole('textbox').first(),
    shows: (page) => page.locator('astro-island[component-url*="/SegmentCalculator."]:not([ssr]) textarea'),
  },
  {
    name: 'reports: Filters',
    route: '/reports',
    viewport: desktop,
    island: 'Reports',
    control: (page) => page.getByRole('button', { name: 'Filters' }),
    shows: (page) => page.getByRole('checkbox', { name: 'SMS', exact: true }),
  },
  {
    // Remember me is the browser's own checkbox: the click ticks it at once and wakes the island.
    name: 'sign-in form: Remember me',
    route: '/login',
    viewport: desktop,
    island: 'LoginForm',
    control: (page) => page.getByRole('checkbox', { name: 'Remember me' }),
    shows: (page) => page.getByRole('checkbox', { name: 'Remember me', checked: true }),
  },
  {
    // The terms box is the browser's own checkbox: the click ticks it at once and wakes the island,
    // which keeps it ticked when it hydrates.
    name: 'registration form: I agree',
    route: '/register',
    viewport: desktop,
    island: 'RegisterForm',
    control: (page) => page.getByRole('checkbox', { name: /I agree/ }),
    shows: (page) => page.getByRole('checkbox', { name: /I agree/, checked: true }),
  },
  {
    name: 'compose: the Email tab',
    route: '/compose',
    viewport: desktop,
    island: 'Compose',
    control: (page) => page.getByRole('tab', { name: 'Email', exact: true }),
    shows: (page) => page.getByRole('main').getByLabel('Email Address', { exact: true }),
  },
  {
    name: 'schedule: the Completed tab',
    route: '/schedule',
    viewport: desktop,
    island: 'Schedule',
    control: (page) => page.getByRole('tab', { name: 'Completed' }),
    shows: (page) => page.getByRole('table', { name: 'Completed scheduled messages' }),
  },
];
