import { expect, test } from '@playwright/test';

/**
 * Issue 14 item 7: compose keeps a draft in memory first; storage only keeps it across reloads
 * when it can. Storage that throws (blocked) or is full must not lose what was typed.
 */
const FAULTS = {
  blocked: () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    }
  },
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

for (const [fault, script] of Object.entries(FAULTS)) {
  test(`compose keeps the SMS draft across tab switches when storage is ${fault}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(script);
    await page.goto('/compose/sms');
    const tabs = page.getByRole('tablist');
    const recipient = page.getByLabel('Phone Number');
    await expect(recipient).toBeEditable();
    await recipient.fill('+15551234567');
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('Your order has shipped.');
    await tabs.getByRole('tab', { name: /Email/ }).click();
    await expect(tabs.getByRole('tab', { name: /Email/ })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: /SMS/ }).click();
    await expect(tabs.getByRole('tab', { name: /SMS/ })).toHaveAttribute('aria-selected', 'true');
    await expect(recipient).toHaveValue('+15551234567');
    await expect(message).toHaveValue('Your order has shipped.');
    expect(errors).toEqual([]);
  });
}
