import { expect, test } from '@playwright/test';
import { frontmatter } from './support/content-files';

/** The Postman collection, as the API reference offers it; the files themselves: e2e/files/developer-files.test.ts. */

const POSTMAN = '/developers/relaymark.postman_collection.json';

test.describe('the Postman collection', () => {
  test('is linked from the API reference with the text from content', async ({ page, request }) => {
    const label = frontmatter<{ postmanLabel: string }>('developers').find((entry) => entry.id === 'api')!.data
      .postmanLabel;
    await page.goto('/developers/api');
    const link = page.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', POSTMAN);
    const response = await request.get(POSTMAN);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('json');
  });
});
