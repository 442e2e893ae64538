/**
 * Campaign popups in preview (§2.1 `#popup-preview` with `popup={id}`): the operator checks a
 * popup by its id, as a guest, without it counting as shown; an unknown id says so.
 */
import { expect, test } from '@playwright/test';
import { popups } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { saveScreen } from '../harness/screens.ts';

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
