/**
 * The deposit inside Telegram: the form's submit is the host's main button, showing progress
 * while the request runs; two presses make one deposit; the provider's page opens outside
 * through `web_app_open_link` while the app shows the new-window screen, and the balance in the
 * header follows once the payment settles.
 */
import { expect, test, type Request } from '@playwright/test';
import { saveScreen } from '../harness/screens.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

test.use(TELEGRAM_BROWSER);

test('the main button deposits once per press, with progress, and the checkout opens outside', async ({
  page,
  baseURL,
  context,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const deposits: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cashier/makedeposit') deposits.push(request);
  });
  // Hold the deposit answer so the progress state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cashier/makedeposit*', async (route) => {
    await held;
    await route.continue();
  });

  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
  await expect(tg.mainButton).toHaveText('Deposit');
  await tg.emit('main_button_pressed');
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/cashier/deposit');

  const form = tg.app
    .locator('form')
    .filter({ has: tg.app.getByRole('textbox', { name: 'Amount' }) });
  await form.getByRole('textbox', { name: 'Amount' }).fill('50');
  await form.getByLabel('Card number').pressSequentially('4111111111111111');
  await form.getByLabel('Card holder').fill('Ada Lovelace');
  // The form's own submit gives way to the host's button, which carries its label.
  await expect(form.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(tg.mainButton).toHaveText('Pay 50 USD');
  await saveScreen(page, 'miniapp-deposit-375');

  await tg.emit('main_button_pressed');
  await tg.emit('main_button_pressed');
  await expect(tg.mainButton).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => deposits.length).toBe(1);
  await tg.emit('main_button_pressed');
  release();

  // The provider's page opens in the browser; the app waits on the new-window screen.
  await expect.poll(async () => (await tg.sentOf('web_app_open_link')).length).toBe(1);
  const link = (await tg.lastOf('web_app_open_link'))!.eventData as { url: string };
  expect(new URL(link.url).pathname).toMatch(/^\/demo-pay\//);
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/cashier/paynewwindow');
  expect(deposits).toHaveLength(1);
  expect((await tg.sentOf('web_app_trigger_haptic_feedback')).at(-1)?.eventData).toMatchObject({
    notification_type: 'success',
  });

  // The player pays in the browser; the Mini App's header follows without a reload.
  const checkout = await context.newPage();
  await checkout.goto(link.url);
  await checkout.getByRole('button', { name: 'Success' }).click();
  await expect(tg.app.locator('header')).toContainText('50');
  // The waiting screen follows the transaction to its result.
  await expect(tg.app.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 15_000,
  });
  expect(new URL(tg.frame().url()).pathname).toMatch(/^\/miniapp\/cashier\/paysuccess\//);
  await saveScreen(page, 'miniapp-deposit-done-375');
});
