import { expect, test, type Page } from '@playwright/test';
import { transitionsSettled } from './support/axe';
import { waitForIsland } from './support/browser';

/** The focused element must show a visible focus indicator (an outline or a ring). */
async function expectVisibleFocus(page: Page, what: string) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const own = getComputedStyle(el);
    // Visually hidden radios show their focus on the label beside them.
    const shown = own.position === 'absolute' && el.nextElementSibling ? getComputedStyle(el.nextElementSibling) : own;
    return { outline: shown.outlineStyle, width: shown.outlineWidth, shadow: shown.boxShadow };
  });
  expect(style, `${what}: something has focus`).not.toBeNull();
  const visible =
    (style!.outline !== 'none' && style!.width !== '0px') || (style!.shadow !== 'none' && style!.shadow !== '');
  expect(visible, `${what}: ${JSON.stringify(style)}`).toBe(true);
}

async function tabTo(
  page: Page,
  name: string | RegExp,
  role: 'button' | 'link' | 'tab' | 'radio' = 'button',
  max = 60,
) {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    const matches = await page.evaluate(
      ([wantedRole, wanted]) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return false;
        const roleOf =
          el.getAttribute('role') ??
          (el.tagName === 'A'
            ? 'link'
            : el.tagName === 'BUTTON'
              ? 'button'
              : el.tagName === 'INPUT'
                ? (el as HTMLInputElement).type
                : '');
        const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
        const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
        return (
          roleOf === wantedRole &&
          (wanted.startsWith('/') ? new RegExp(wanted.slice(1, -1)).test(name) : name === wanted)
        );
      },
      [role, typeof name === 'string' ? name : `/${name.source}/`] as const,
    );
    if (matches) return;
  }
  throw new Error(`Tab never reached the ${role} "${String(name)}"`);
}

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the focus ring stands out from the surface around it (3:1), on every surface, in both themes', async ({
    page,
  }) => {
    // The routes with brand-coloured surfaces: the call to action, the solution cards, a product's
    // pricing box, the resources' call to action and the blog's newsletter box.
    for (const route of ['/', '/products/sms', '/resources', '/blog']) {
      await page.goto(route);
      // Tab first: focus() moved on from a ring shown by the keyboard shows the ring too.
      await page.keyboard.press('Tab');
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await transitionsSettled(page);
        const faint = await page.evaluate(() => {
          const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
          const rgba = (colour: string) => {
            canvas.clearRect(0, 0, 1, 1);
            canvas.fillStyle = colour;
            canvas.fillRect(0, 0, 1, 1);
            return [...canvas.getImageData(0, 0, 1, 1).data];
          };
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = rgba(colour).map((v) => {
              const c = v / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const surface = (from: Element | null) => {
            for (let el = from; el; el = el.parentElement) {
              const colour = getComputedStyle(el).backgroundColor;
              if ((rgba(colour)[3] ?? 0) > 128) return colour;
            }
            return getComputedStyle(document.documentElement).backgroundColor;
          };
          const found: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>('main a[href], main button')) {
            if (!el.checkVisibility()) continue;
            el.focus();
            if (!el.matches(':focus-visible')) {
              found.push(`${el.textContent?.trim().slice(0, 40)}: no ring`);
              continue;
            }
            // A button's colour transition (transition-colors) takes the ring in from currentColor.
            el.getAnimations().forEach((animation) => animation.finish());
            const ring = getComputedStyle(el).outlineColor;
            const [lighter, darker] = [luminance(ring), luminance(surface(el.parentElement))].sort((a, b) => b - a);
            const ratio = ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
            if (ratio < 3) found.push(`${el.textContent?.trim().slice(0, 40)}: ${ratio.toFixed(2)}:1`);
          }
          return found;
        });
        expect(faint, `${route}, ${theme}`).toEqual([]);
      }
    }
  });

  test('header dropdowns open, can be used and close back to their button', async ({ page }) => {
    // Three menus, one key at a time with a check after each: longer than the default on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/');
    for (const name of ['Products', 'Solutions', 'Developers']) {
      await tabTo(page, name);
      await expectVisibleFocus(page, name);
      await page.keyboard.press('Enter');
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await expectVisibleFocus(page, `${name} first link`);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    }
    // Escape left the focus on Developers (checked above): open it again and follow its first link.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/developers\/api$/);
  });

  test("a list's page links lead to its next page and back", async ({ page }) => {
    // The changelog is the list of today's content with a second page (e2e/files/list-pages.test.ts).
    await page.goto('/changelog');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await tabTo(page, 'Next', 'link', 150);
    await expectVisibleFocus(page, 'Next');
    await expect(pages.getByRole('link', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/changelog\/2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await tabTo(page, 'Previous', 'link', 150);
    await expectVisibleFocus(page, 'Previous');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('the pricing toggle switches to yearly and back with the arrow keys', async ({ page }) => {
    await page.goto('/pricing');
    await tabTo(page, /^Monthly/, 'radio');
    await expectVisibleFocus(page, 'Monthly');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.getByText('$470').first()).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  });

  test('compose tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/compose');
    await expect(page.getByRole('tab', { name: 'SMS' })).toBeEnabled();
    await tabTo(page, 'SMS', 'tab');
    await expectVisibleFocus(page, 'SMS tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByLabel('Email Address', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Fax' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the reports filters open, toggle and close from the keyboard', async ({ page }) => {
    await page.goto('/reports');
    await tabTo(page, 'Filters');
    await expectVisibleFocus(page, 'Filters');
    // The island woke when the focus entered it (the timeframe select); its keys are React's once hydrated.
    await waitForIsland(page, 'Reports');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
    const table = page.getByRole('table', { name: 'Delivery status by channel' });
    await expect(table.getByRole('rowheader', { name: 'SMS' })).toHaveCount(0);
  });
});

test.describe('keyboard only, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu opens, a section expands, and Escape returns to the toggle', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, 'Menu');
    await expectVisibleFocus(page, 'Menu');
    // Focus woke the header: once it has taken over, the sections start closed (before that, the
    // CSS fallback shows them open, and early-keyboard.spec.ts keeps them so).
    await expect(page.getByRole('banner').locator('astro-island[data-replayed]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.locator('a[href="/products/sms"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeFocused();

    // Tab past its last link leaves the menu, which closes: the next thing focused is not under it.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Get Started' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
