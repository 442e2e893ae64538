import { expect, test, type Page } from '@playwright/test';
import { account, auth } from '@croupier/core/contract';
import { call, E2eApiError } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreens, seriousViolations } from '../harness/screens.ts';
import { totp } from '../harness/totp.ts';
import { confirmationCode } from './cashier-helpers.ts';

/** Waits until a profile screen has its data (no skeletons left). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The account screens of the profile (§2.2): settings, security, notifications, responsible game. */
test.describe('profile account', () => {
  test('personal details, nickname and e-mail confirmation on /profile/settings', async ({
    page,
    baseURL,
  }) => {
    const player = await signUpPlayer(page.request, baseURL!);
    // The fill-profile-info popup sends the player here with from and toastType (§2.3).
    await page.goto('/profile/settings?from=%2Fcashier%2Fwithdraw&toastType=profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
    await expect(page.getByText('Please fill in your personal details to continue.')).toBeVisible();
    await settled(page);
    await saveScreens(page, 'profile-account-settings', { fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const details = page.getByTestId('personal-details');
    // Error path: the §5 name rule (no digits) holds the save back, under its field.
    await details.getByRole('textbox', { name: 'First name' }).fill('J0hn');
    await details.getByRole('textbox', { name: 'Last name' }).fill('Doe');
    await details.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15041990');
    await expect(details.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('15.04.1990');
    await details.getByRole('combobox', { name: 'Country' }).selectOption('US');
    await details.getByRole('button', { name: 'Save details' }).click();
    const firstName = details.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByText('Wrong value')).toBeVisible();
    expect((await call(page.request, baseURL!, account.getprofileinfo, {})).first_name).toBeNull();

    await details.getByRole('textbox', { name: 'First name' }).fill('Jane');
    await details.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'New York' });
    await details.getByRole('textbox', { name: 'Postcode' }).fill('10001');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/cashier/withdraw',
    );
    const saved = await call(page.request, baseURL!, account.getprofileinfo, {});
    expect(saved).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      birth_date: '1990-04-15',
      country_code: 'US',
      region: 'US-NY',
      postcode: '10001',
    });

    // Nickname (§5 fakename rule, then changefakename).
    const nickname = page.getByRole('region', { name: 'Nickname' });
    await nickname.getByRole('textbox', { name: 'Nickname' }).fill('ja');
    await nickname.getByRole('button', { name: 'Save' }).click();
    await expect(nickname.getByText('At least 4 characters')).toBeVisible();
    const fakename = `jane_${Date.now().toString(36)}`;
    await nickname.getByRole('textbox', { name: 'Nickname' }).fill(fakename);
    await nickname.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Your nickname is now ${fakename}.`)).toBeVisible();
    expect((await call(page.request, baseURL!, account.getInfo, {})).fakename).toBe(fakename);

    // The sign-up e-mail: unconfirmed, confirmed here with the code it was sent.
    const email = page.getByTestId('contact-email');
    await expect(email).toContainText(player.email);
    await expect(email).toContainText('Not confirmed');
    await email.getByRole('button', { name: 'Confirm' }).click();
    const code = email.getByRole('textbox', { name: 'Confirmation code' });
    await expect(code).toBeVisible();
    await code.fill('000000');
    await email.getByRole('button', { name: 'Confirm' }).click();
    await expect(email.getByText(/The code is not right|Code is invalid/)).toBeVisible();
    await code.fill(await confirmationCode(page.request, player.email));
    await email.getByRole('button', { name: 'Confirm' }).click();
    await expect(email).toContainText('Confirmed');
    await expect(email).not.toContainText('Not confirmed');

    // The saved page in the light theme (read from its cookie before first paint).
    await page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
    await page.goto('/profile/settings');
    await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    await saveScreens(page, 'profile-account-settings-light', { fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('password change and two-factor on /profile/security', async ({
    page,
    baseURL,
    request,
  }) => {
    const player = await signUpPlayer(page.request, baseURL!);
    await page.goto('/profile/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await saveScreens(page, 'profile-account-security');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const form = page.getByTestId('change-password');
    // Error path: a wrong current password comes back from the server onto its field.
    await form.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('newsecret456');
    await form.getByRole('textbox', { name: 'Repeat the new password' }).fill('newsecret456');
    await form.getByRole('button', { name: 'Change password' }).click();
    const current = form.getByRole('textbox', { name: 'Current password' });
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Wrong password')).toBeVisible();

    await current.fill(player.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
    // The new password signs in (a separate client: login is for guests); the old one does not.
    const signedIn = await call(request, baseURL!, auth.login, {
      login: player.email,
      password: 'newsecret456',
    });
    expect(signedIn.uid).toBe(player.uid);
    await expect(
      call(request, baseURL!, auth.login, { login: player.email, password: player.password }),
    ).rejects.toBeInstanceOf(E2eApiError);

    // Two-factor: the secret as text, on only after a code from the "app".
    const twofa = page.getByTestId('two-factor');
    await expect(twofa).toContainText('Off');
    await twofa.getByRole('button', { name: 'Set up two-factor' }).click();
    const secret = (await twofa.getByTestId('twofa-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect(twofa.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
    await saveScreens(page, 'profile-account-security-2fa', { fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect((await call(page.request, baseURL!, account.getInfo, {})).two_factor_auth).toBe(false);
    await twofa.getByRole('textbox', { name: 'Code from the app' }).fill(totp(secret));
    await twofa.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
    await expect(twofa.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await expect(twofa).toContainText('On');
    expect((await call(page.request, baseURL!, account.getInfo, {})).two_factor_auth).toBe(true);
  });

  test('mailing subscription and the deposit limit', async ({ page, baseURL }) => {
    // Two screens, their saves and four sets of screenshots: 18 s on a busy machine.
    test.setTimeout(180_000);
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/profile/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const all = page.getByRole('checkbox', { name: 'Send me news and offers' });
    await expect(all).not.toBeChecked();
    await settled(page);
    await page.getByText('Send me news and offers').click();
    await expect(page.getByText('You are subscribed to our news and offers.')).toBeVisible();
    await expect(all).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^By e-mail:/ })).toBeChecked();
    expect((await call(page.request, baseURL!, account.getInfo, {})).is_subscribed).toBe(true);
    await saveScreens(page, 'profile-account-notification');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.goto('/profile/responsible-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    const limits = page.getByTestId('deposit-limits');
    await expect(limits).toContainText('No deposit limit is set');
    await saveScreens(page, 'profile-account-responsible-game-none');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A real limit through the contract's method (issue 18), then its figures on the page.
    await call(page.request, baseURL!, account.setDepositLimits, { limits: { '7': '500' } });
    await page.reload();
    const row = limits.getByTestId('limit-7');
    await expect(row).toContainText('500 USD');
    await expect(row).toContainText('per 7 days');
    await expect(row.getByTestId('limit-left')).toHaveText('500 USD');
    await saveScreens(page, 'profile-account-responsible-game', { fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
    await page.reload();
    await expect(row.getByTestId('limit-left')).toHaveText('500 USD');
    await saveScreens(page, 'profile-account-responsible-game-light');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
