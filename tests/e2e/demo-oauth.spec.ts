import { expect, test } from '@playwright/test';
import { account } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { saveScreens } from '../harness/screens.ts';

/** Social sign-up through the demo OAuth provider's consent page. */
test.describe('demo social login', () => {
  test('consent creates an account that still has to complete its profile', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/oauth/init?service=demo&redirect_url=%2F&type_auth=registration');
    await saveScreens(page, 'demo-oauth');
    await page.locator('#name').fill('Ada Lovelace');
    await page.locator('#email').fill(`ada-${Date.now()}@croupier.test`);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/`));
    const info = await call(page.request, baseURL!, account.getInfo, {});
    expect(info.uid).toBeGreaterThan(0);
    expect(info.is_registration_completed).toBe(false);
  });

  test('deny returns with an error and signs nobody in', async ({ page, baseURL }) => {
    await page.goto('/oauth/init?service=demo&redirect_url=%2F&type_auth=login');
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/oauth_error=access_denied/);
    const info = await call(page.request, baseURL!, account.getInfo, {});
    expect(info.uid).toBe(0);
  });
});
