import { expect, test } from '@playwright/test';
import { afterNextFrame, browserIdle } from './support/browser';

const FLASH = { kind: 'success', title: 'Success!', description: 'You have successfully logged in.' };

test('a notice carried over from the previous page appears bottom-right, is reachable with Alt+T, left with Escape and can be dismissed', async ({
  page,
}) => {
  await page.addInitScript((flash) => {
    if (!sessionStorage.getItem('flash-set')) {
      sessionStorage.setItem('notice:flash', JSON.stringify(flash));
      sessionStorage.setItem('flash-set', '1');
    }
  }, FLASH);
  await page.goto('/');
  const region = page.getByRole('region', { name: /Notifications/ });
  const toast = region.getByRole('listitem').filter({ hasText: 'Success!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You have successfully logged in.');

  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);

  // Alt+T focuses the region; Escape leaves it, back to where the visitor was.
  const newsletter = page.getByRole('contentinfo').getByLabel('Your e-mail address');
  await newsletter.focus();
  await page.keyboard.press('Alt+KeyT');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-sonner-toaster]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(newsletter).toBeFocused();

  await toast.getByRole('button', { name: /close/i }).click();
  await expect(toast).toBeHidden();

  await page.reload();
  await browserIdle(page);
  await expect(region.getByRole('listitem')).toHaveCount(0);
});

test('a page without a waiting notice does not load the notifications code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await browserIdle(page);
  await page.getByRole('contentinfo').getByLabel('Your e-mail address').click();
  await afterNextFrame(page);
  expect(scripts.filter((url) => url.includes('Notifications'))).toEqual([]);
});
