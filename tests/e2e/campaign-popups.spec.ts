/**
 * Campaign popups: in preview (§2.1 `#popup-preview` with `popup={id}`) the operator checks a
 * popup by its id, as a guest, without it counting as shown, and an unknown id says so; a
 * sign-in shows the one popup due for the player, the rest wait for later sign-ins (issue 19).
 */
import { expect, test } from '@playwright/test';
import { auth, popups } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { saveScreen } from '../harness/screens.ts';
import { playerSignedOut, popup } from './auth-support.ts';

test('#popup-preview?popup={id} shows that campaign popup; an unknown id says it is gone', async ({
  page,
  baseURL,
}) => {
  const [due] = await call(page.request, baseURL!, popups.get, {});
  expect(due, 'a popup due for guests is seeded').toBeDefined();
  await page.goto(`/?popup=${due!.id}#popup-preview`);
  const dialog = page.getByRole('dialog', { name: 'Special offer' });
  await expect(dialog.getByRole('heading', { name: due!.title })).toBeVisible();
  await expect(dialog.getByTestId('campaign-popup')).toHaveAttribute(
    'data-campaign',
    String(due!.id),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await saveScreen(page, 'campaign-preview-375');
  await dialog
    .getByRole('button', { name: /Maybe later|Close/ })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/?popup=999999#popup-preview');
  await expect(page.getByRole('dialog', { name: 'Special offer' })).toContainText(
    'This offer is no longer available.',
  );
});

test('a sign-in shows the one campaign popup due; the next sign-in shows the next', async ({
  page,
  baseURL,
}) => {
  // Registered through the API: nothing was shown to this player yet.
  const player = await playerSignedOut(page.request, baseURL!, { tag: 'campaign' });
  const campaign = page.getByRole('dialog', { name: 'Special offer' });
  const logIn = async () => {
    await page.goto('/?show_popup_auth=1');
    const dialog = popup(page, 'Log in');
    await dialog.getByLabel('Email or phone').fill(player.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  await logIn();
  // The highest priority due (the demo's registration popup), and that one only.
  await expect(campaign.getByRole('heading', { name: 'Welcome to Croupier!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await campaign.getByRole('button', { name: 'Maybe later' }).click();
  await expect(campaign).toHaveCount(0);

  await call(page.request, baseURL!, auth.logout, {});
  await logIn();
  await expect(
    campaign.getByRole('heading', { name: 'The weekly tournament is on' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
