/**
 * The sportsbook's bet slip and the app around its frame (frame-action protocol): in a plain
 * browser the slip keeps its own Place button; inside Telegram the main button carries the
 * slip's primary action — "Bet slip" opens it, "Place bet · …" places it with progress, once
 * per press — the frame's own button gives way, and the result is felt (haptics). A message
 * that does not come from the app at the site's origin presses nothing.
 */
import { expect, test, type FrameLocator, type Page, type Request } from '@playwright/test';
import { FRAME_ACTION_PROTOCOL, FRAME_ACTION_VERSION } from '@croupier/core/games';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreen } from '../harness/screens.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';
import { depositThroughApi } from './cashier-helpers.ts';

// The emulator's browser options (Telegram's origin frames the loopback server); the plain
// browser test below runs the same way.
test.use(TELEGRAM_BROWSER);

const SPORTSBOOK = 'dgt_sportsbook';
const PLACE_PATH = '/platform/sportsbook-api/place';

/** Counts the slip placements the page sends, and can hold them to show progress. */
function watchPlacements(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PLACE_PATH) sent.push(request);
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    sent,
    async hold() {
      await page.route(`**${PLACE_PATH}`, async (route) => {
        await held;
        await route.continue();
      });
    },
    release: () => release(),
  };
}

/** Picks the first open price in the book and lets any odds change be taken. */
async function pickAnOutcome(book: FrameLocator) {
  const odd = book.locator('button.odd[data-k]').first();
  await expect(odd).toBeVisible();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
}

async function openBets(page: Page, baseURL: string, bearer?: string) {
  return (await call(page.request, baseURL, games.getBetHistory, { status: 'open' }, { bearer }))
    .items;
}

test('in a browser the slip places a bet with its own button', async ({ page, baseURL }) => {
  await signUpPlayer(page.request, baseURL!);
  await depositThroughApi(page, baseURL!, '50', 'Success');
  await expect.poll(async () => (await balances(page.request, baseURL!)).main).toBe(50);
  await page.goto(`/game/${SPORTSBOOK}`);
  const book = page.frameLocator('iframe[sandbox]');
  await pickAnOutcome(book);
  // Desktop: the slip is a column beside the events, with its own Place button.
  await book.locator('#accept').selectOption('any');
  const place = book.getByRole('button', { name: /^Place bet · / });
  await expect(place).toBeVisible();
  await place.click();
  await expect(book.getByText('Bet placed', { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await openBets(page, baseURL!)).length).toBe(1);
  expect((await balances(page.request, baseURL!)).main).toBe(40);
});

test.describe('inside Telegram', () => {
  test('the main button opens the slip and places it once per press, with progress', async ({
    page,
    baseURL,
  }) => {
    const { user, token } = await registerTelegramPlayer(page.request, baseURL!);
    const bearer = { bearer: token };
    await depositThroughApi(page, baseURL!, '50', 'Success', token);
    await expect.poll(async () => (await balances(page.request, baseURL!, bearer)).main).toBe(50);
    const placements = watchPlacements(page);

    const tg = await TelegramHostEmulator.launch(page, baseURL!, {
      user,
      startParam: `game_${SPORTSBOOK}`,
    });
    await expect.poll(() => new URL(tg.frame().url()).pathname).toBe(`/miniapp/game/${SPORTSBOOK}`);
    const book = tg.app.frameLocator('iframe[sandbox]');
    // A game is open: no default Deposit; the empty slip offers nothing.
    await expect(book.locator('button.odd[data-k]').first()).toBeVisible();
    await expect(tg.mainButton).toBeHidden();

    await pickAnOutcome(book);
    await expect(tg.mainButton).toHaveText('Bet slip · 1 selection');
    // The main button stands in for the frame's own "open the slip" bar.
    await expect(book.locator('#bar')).toBeHidden();
    await tg.mainButton.click();
    await expect(book.locator('#slip')).toHaveClass(/open/);
    await expect(tg.mainButton).toHaveText(/^Place bet · \$10\.00$/);
    await expect(book.locator('#place')).toBeHidden();
    await book.locator('#accept').selectOption('any');
    await book.getByRole('button', { name: '25', exact: true }).click();
    await expect(tg.mainButton).toHaveText(/^Place bet · \$25\.00$/);
    await saveScreen(page, 'miniapp-sportsbook-slip-375');

    // A message that does not come from the app at the site's origin presses nothing.
    await page.evaluate(
      ({ protocol, v }) => {
        const app = (document.getElementById('app') as HTMLIFrameElement).contentWindow!;
        app.frames[0]!.postMessage({ protocol, v, type: 'press' }, '*');
      },
      { protocol: FRAME_ACTION_PROTOCOL, v: FRAME_ACTION_VERSION },
    );
    await page.waitForTimeout(300);
    expect(placements.sent).toHaveLength(0);

    // Held answer: the button shows progress, and more presses place nothing more.
    await placements.hold();
    await tg.emit('main_button_pressed');
    await expect(tg.mainButton).toHaveAttribute('aria-busy', 'true');
    await tg.emit('main_button_pressed');
    await tg.emit('main_button_pressed');
    await expect.poll(() => placements.sent.length).toBe(1);
    placements.release();

    await expect(book.getByText('Bet placed', { exact: true }).first()).toBeVisible();
    await expect(tg.mainButton).toBeHidden();
    expect(placements.sent).toHaveLength(1);
    expect((await tg.sentOf('web_app_trigger_haptic_feedback')).at(-1)?.eventData).toMatchObject({
      type: 'notification',
      notification_type: 'success',
    });
    const bets = await openBets(page, baseURL!, token);
    expect(bets).toHaveLength(1);
    expect(Number(bets[0]!.stake)).toBe(25);
    expect((await balances(page.request, baseURL!, bearer)).main).toBe(25);
    await saveScreen(page, 'miniapp-sportsbook-placed-375');
  });

  test('a refused slip keeps the selection and makes the error felt', async ({ page, baseURL }) => {
    // Nothing deposited: the stake cannot be covered.
    const { user, token } = await registerTelegramPlayer(page.request, baseURL!);
    const tg = await TelegramHostEmulator.launch(page, baseURL!, {
      user,
      startParam: `game_${SPORTSBOOK}`,
    });
    const book = tg.app.frameLocator('iframe[sandbox]');
    await pickAnOutcome(book);
    await tg.emit('main_button_pressed');
    await expect(tg.mainButton).toHaveText(/^Place bet · /);
    // The demo book moves its prices: taking any odds leaves the balance as the only refusal.
    await book.locator('#accept').selectOption('any');
    await tg.emit('main_button_pressed');
    await expect(book.getByRole('status')).toContainText('Not enough money on your main balance');
    await expect(tg.mainButton).toHaveText(/^Place bet · /);
    expect((await tg.sentOf('web_app_trigger_haptic_feedback')).at(-1)?.eventData).toMatchObject({
      type: 'notification',
      notification_type: 'error',
    });
    expect(await openBets(page, baseURL!, token)).toHaveLength(0);
  });
});
