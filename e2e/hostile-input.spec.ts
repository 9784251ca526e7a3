import { expect, test, type Locator, type Page } from '@playwright/test';
import { wakeIsland } from './support/browser';

// Long text, which fields cut at their limit and which must not hold the page: long-input.spec.ts.
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '"><script>window.__pwned = true</script>',
  'Emoji 👋🏽🚀 and ZWJ 👩‍💻',
  'مرحبا بالعالم، هذه رسالة',
];

/** Fails the test on any dialog, page error or injected global. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return async () => {
    const pwned = await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned === true);
    expect(pwned).toBe(false);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(problems).toEqual([]);
  };
}

async function expectKept(field: Locator, value: string) {
  await expect(field).toHaveValue(value);
}

for (const [index, value] of HOSTILE.entries()) {
  test(`hostile input #${index + 1} in every account field executes nothing and is kept`, async ({ page }) => {
    const check = watch(page);

    await page.goto('/login');
    const loginEmail = page.getByRole('main').getByLabel('Email');
    const loginPassword = page.getByLabel('Password');
    await loginEmail.fill(value);
    await loginPassword.fill(value);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectKept(loginEmail, value);
    await expectKept(loginPassword, value);

    await page.goto('/register');
    const main = page.getByRole('main');
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Password']) {
      const field = main.getByLabel(new RegExp(`^${label}`));
      await field.fill(value);
    }
    await main.getByRole('button', { name: 'Create account' }).click();
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Password']) {
      await expectKept(main.getByLabel(new RegExp(`^${label}`)), value);
    }

    await page.goto('/compose/email');
    // The draft is kept by the island: what is typed before it hydrates lives only in the field until then.
    await wakeIsland(page, 'Compose');
    const recipient = main.getByLabel('Email Address', { exact: true });
    const subject = main.getByLabel('Subject');
    const message = main.getByRole('textbox', { name: /Message/ });
    await recipient.fill(value);
    await subject.fill(value);
    await message.fill(value);
    await page.reload();
    await expectKept(main.getByLabel('Email Address', { exact: true }), value);
    await expectKept(main.getByLabel('Subject'), value);
    await expectKept(main.getByRole('textbox', { name: /Message/ }), value);

    await page.goto('/compose/sms');
    await main.getByRole('textbox', { name: /Message/ }).fill(value);
    await expect(main.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(/characters/);
    await check();
  });
}
