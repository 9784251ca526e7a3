import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, transitionsSettled } from './support/axe';
import { gotoWithHeaderReady, waitForIsland, wakeIsland } from './support/browser';

/** Switches the emulated system theme and waits for the colour transitions it starts, so axe reads settled colours. */
async function useTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await transitionsSettled(page);
}

// Every route at 1280 px (and one route per route file at 375 px), in both themes: e2e/every-page.spec.ts.
// A header menu opened changes the header only, and the crawl scans the rest of the home page: here
// the header alone is scanned, with every rule in both themes.
const HEADER = 'body > header';
test.describe('opened states', () => {
  // Several axe scans per test: on a busy 2-core CI machine they need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('each header dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    for (const name of ['Products', 'Solutions', 'Developers']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(await axeViolations(page, 'wcag', HEADER), name).toEqual([]);
      await useTheme(page, 'dark');
      expect(await axeViolations(page, 'wcag', HEADER), `${name}, dark theme`).toEqual([]);
      await useTheme(page, 'light');
    }
  });

  test('the mobile menu with its sections open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Taken over first: a menu opened before that keeps the fallback's sections, all expanded.
    await gotoWithHeaderReady(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Products', 'Solutions', 'Developers']) await menu.getByRole('button', { name }).click();
    await expect(menu.locator('a[href="/developers/sdks"]')).toBeVisible();
    expect(await axeViolations(page, 'wcag', HEADER)).toEqual([]);
    await useTheme(page, 'dark');
    expect(await axeViolations(page, 'wcag', HEADER), 'dark theme').toEqual([]);
  });

  test('the pricing page with yearly billing chosen', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the reports filters popover and every reports tab', async ({ page }) => {
    await page.goto('/reports');
    // The island wakes on this click and replays it once hydrated.
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeVisible();
    expect(await axeViolations(page), 'filters').toEqual([]);
    await page.keyboard.press('Escape');
    for (const name of ['Engagement', 'Conversion', 'Spending', 'Delivery']) {
      await page.getByRole('tab', { name }).click();
      expect(await axeViolations(page), name).toEqual([]);
    }
  });

  test('every compose and schedule tab, and a notice', async ({ page }) => {
    await page.goto('/compose');
    // Until React has taken the tabs over, Headless UI's server HTML holds a focus sentinel.
    await wakeIsland(page, 'Compose');
    for (const name of ['Email', 'Voice', 'Fax', 'SMS']) {
      await page.getByRole('tab', { name, exact: true }).click();
      expect(await axeViolations(page), name).toEqual([]);
    }
    await page.getByRole('button', { name: 'Send' }).click();
    const notice = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(notice.getByText('Missing recipient')).toBeVisible();
    // The notice fades in: axe would read its colours half-blended with the page.
    await expect.poll(() => notice.evaluate((item) => getComputedStyle(item).opacity)).toBe('1');
    await transitionsSettled(page);
    expect(await axeViolations(page), 'notice').toEqual([]);
    await page.goto('/schedule');
    await page.getByRole('tablist').hover(); // the tabs wake on the first touch
    await waitForIsland(page, 'Schedule');
    for (const name of ['Completed', 'Drafts', 'Upcoming']) {
      await page.getByRole('tab', { name }).click();
      expect(await axeViolations(page), name).toEqual([]);
    }
  });
});

test('in forced colours (a Windows contrast theme), the chosen tab and billing period stand out, and buttons keep an outline', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  // The chosen one's own background, and the one drawn behind it (the theme forces both to its
  // Canvas colour unless the site says otherwise): they must differ.
  const chosenAndBehind = (selector: string) =>
    page.locator(selector).evaluate((chosen) => {
      const opaque = (colour: string) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent';
      let behind = chosen.parentElement;
      while (behind && !opaque(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
      return [getComputedStyle(chosen).backgroundColor, getComputedStyle(behind ?? document.body).backgroundColor];
    });

  await page.goto('/pricing');
  const [monthly, behindMonthly] = await chosenAndBehind('[data-billing] input:checked + label');
  expect(monthly, 'Monthly, chosen').not.toBe(behindMonthly);

  await page.goto('/compose');
  await wakeIsland(page, 'Compose');
  const [sms, behindSms] = await chosenAndBehind('[role="tab"][aria-selected="true"]');
  expect(sms, 'SMS, selected').not.toBe(behindSms);

  // A button drawn by its background or a ring (a box shadow, which the theme removes) keeps an
  // outline: a border, which the theme draws in its own colour.
  const border = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderTopWidth} ${style.borderTopStyle}`;
    });
  await expect.poll(() => border(page.getByRole('button', { name: 'Send' }))).toBe('1px solid');
  await page.goto('/reports');
  for (const name of ['Filters', 'Export']) {
    await expect.poll(() => border(page.getByRole('button', { name, exact: true })), name).toBe('1px solid');
  }
});

test('with WCAG text spacing (1.4.12) or 200 % text (1.4.4), the header keeps its words whole and every control on screen', async ({
  page,
}) => {
  // A reader's own style sheet; a constructed one, as the site's policy allows no inline style.
  const readerStyle = (css: string) =>
    page.evaluate((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, css);
  const TEXT_SPACING =
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }';
  // A phone's text size at 200 %, which scales every rem.
  const LARGE_TEXT = 'html { font-size: 200% !important }';
  // Each word shown in the header that is drawn on more than one line.
  const brokenWords = () =>
    page.getByRole('banner').evaluate((header) => {
      const broken: string[] = [];
      const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const box = text.parentElement?.getBoundingClientRect();
        if (!box || box.width <= 1) continue; // hidden, or read by screen readers only
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          if (range.getClientRects().length > 1) broken.push(word[0]);
        }
      }
      return broken;
    });

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/de', '/es']) {
    await page.goto(path);
    await readerStyle(TEXT_SPACING);
    expect(await brokenWords(), `${path} at 1280 px`).toEqual([]);
  }

  // With no reader style, the header at 320 px is one row: the Menu button beside the brand.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  const brand = (await banner.getByRole('link', { name: 'Relaymark', exact: true }).boundingBox())!;
  const menuButton = (await banner.getByRole('button', { name: 'Menu', exact: true }).boundingBox())!;
  expect(menuButton.y, 'the Menu button beside the brand').toBeLessThan(brand.y + brand.height);

  for (const [width, style, path, menu] of [
    [320, TEXT_SPACING, '/', 'Menu'],
    [320, TEXT_SPACING, '/de', 'Menü'],
    [375, LARGE_TEXT, '/pricing', 'Menu'],
  ] as const) {
    const where = `${path} at ${width} px, ${style === LARGE_TEXT ? '200 % text' : 'text spacing'}`;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await readerStyle(style);
    expect(await brokenWords(), where).toEqual([]);
    const toggle = await page.getByRole('banner').getByRole('button', { name: menu, exact: true }).boundingBox();
    expect(toggle!.x + toggle!.width, `${where}: the ${menu} button's right edge`).toBeLessThanOrEqual(width);
    expect(
      await page.getByRole('banner').evaluate((header) => header.scrollWidth),
      `${where}: the header's width`,
    ).toBeLessThanOrEqual(width);
  }
});
