import { expect, test, type Page } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { games, Jackpots, tournaments } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreens, seriousViolations } from '../harness/screens.ts';
import { depositThroughApi } from './cashier-helpers.ts';

/** The running tournaments without a minimum bet (any spin scores), by the API. */
async function openRaces(page: Page, baseURL: string) {
  const page1 = await call(page.request, baseURL, tournaments.get, { status: 'active' });
  return page1.items.filter((t) => t.restrictions?.min_bet === null && t.restrictions.opt_in);
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Taking part' });

/** Tournaments, jackpots and winners (§2.2, §3 Tournament, §4 participation, §8). */
test.describe('tournaments, jackpots and winners', () => {
  test('a guest sees the lists and a detail; taking part asks them to sign up', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    const running = page.getByRole('region', { name: /Running now/ });
    await expect(running.getByRole('article')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: /Coming soon/ }).getByText('Starts in'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /Finished/ }).getByText('Ended')).toBeVisible();
    // A live countdown: the clock moves (once the app is live: the server's markup stands still).
    await appReady(page);
    const clock = running.getByRole('timer').first();
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before!, { timeout: 3000 });
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreens(page, 'tournaments-list');

    const [race] = await openRaces(page, baseURL!);
    const title = race!.description!.title;
    await running.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${race!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The search-engine template of §2.2 names the page (metadata outranks the screen's title).
    await expect(page).toHaveTitle(/tournament/i);
    await expect(page.getByRole('table', { name: 'Prizes by place' })).toContainText('1,000 USD');
    const board = page.getByRole('table', { name: 'Leaderboard' });
    await expect(board.getByRole('row')).toHaveCount(race!.winners!.length + 1);
    await expect(board).toContainText(race!.winners![0]!.fakename);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreens(page, 'tournaments-detail-guest', { fullPage: true });

    await panel(page).getByRole('button', { name: 'Take part' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test('a funded player takes part, spins in the tournament game hall and scores points', async ({
    page,
    baseURL,
  }) => {
    // A whole journey (sign-up, deposit, spins, the boards, screenshots at every width):
    // 17–25 s on a busy machine, so the default 30 s leaves too little room.
    test.setTimeout(270_000);
    await signUpPlayer(page.request, baseURL!);
    await depositThroughApi(page, baseURL!, '50', 'Success');
    await expect.poll(async () => (await balances(page.request, baseURL!)).main).toBe(50);
    const [race, other] = await openRaces(page, baseURL!);

    // §8: a stale page whose "Take part" the server refuses shows the failure and reloads.
    // The page is the player's first (the server rendered a guest's, and the browser asks again
    // once it knows who is signed in): only then does the server change under it.
    const playersView = page.waitForResponse(
      (response) =>
        response.url().includes('/api/tournaments/get') && response.request().method() === 'GET',
    );
    await page.goto(`/tournaments/${other!.id}`);
    await appReady(page);
    await playersView;
    const join = panel(page).getByRole('button', { name: 'Take part' });
    await expect(join).toBeVisible();
    expect(
      await call(page.request, baseURL!, tournaments.participate, { tournament_id: other!.id }),
    ).toBe(1);
    await join.click();
    const failure = panel(page).getByRole('alert');
    await expect(failure).toContainText('Failed to participate in tournament');
    await expect(failure).toContainText('You are already taking part in this tournament.');
    await expect(panel(page).getByText('You are taking part')).toBeVisible();

    // Taking part through the page.
    await page.goto(`/tournaments/${race!.id}`);
    await appReady(page);
    await panel(page).getByRole('button', { name: 'Take part' }).click();
    await expect(page.getByText('You are in the tournament')).toBeVisible();
    await expect(panel(page).getByText('You are taking part')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Take part' })).toHaveCount(0);

    // The tournament's game hall: the hall's grid, 12 games a page, only the tournament's games.
    await panel(page).getByRole('link', { name: 'Tournament games' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${race!.id}/gamehall$`));
    const grid = page.getByRole('list', { name: /: games$/ });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(`Games: ${race!.games_count}`)).toBeVisible();
    const list = await call(page.request, baseURL!, games.get, {
      tournament_id: race!.id,
      count: 12,
    });
    await expect(grid.getByRole('link', { name: list.items[0]!.name, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreens(page, 'tournaments-gamehall');

    await grid.getByRole('link', { name: list.items[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${list.items[0]!.sysname}$`));
    const frame = page.frameLocator('iframe[sandbox]');
    await expect(frame.locator('#balance')).not.toBeEmpty();
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect
      .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
      .toBe(1);
    const [round] = (await call(page.request, baseURL!, games.getHistory, {})).items;
    // 1 point per 0.10 staked (server/src/tournaments/README.md).
    const points = Math.round(Number(round!.bet) * 10 * 100) / 100;

    await page.goto(`/tournaments/${race!.id}`);
    await expect(panel(page).getByRole('definition').last()).toHaveText(String(points));
    const mine = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row', { name: /You/ });
    await expect(mine).toContainText(String(points));
    await saveScreens(page, 'tournaments-detail-player', { fullPage: true });

    // The period boards count the same stake: the player is on the week's and the day's board
    // (on the podium or further down — other suites' players share the server's boards).
    await page.goto('/winners');
    await expect(page.getByRole('heading', { level: 1, name: 'Winners' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    const board = page.getByRole('region', { name: 'Top players' });
    await expect(board.getByText('You', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Day' }).click();
    await expect(board.getByText('You', { exact: true })).toBeVisible();
    const feed = page.getByRole('list', { name: 'Recent winners' });
    const wins = await call(page.request, baseURL!, Jackpots.getWinners, {});
    await expect(feed.getByRole('listitem')).toHaveCount(wins.items.length);
    await expect(
      feed.getByRole('link', { name: wins.items[0]!.game.name }).first(),
    ).toHaveAttribute('href', `/game/${wins.items[0]!.game.sysname}`);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreens(page, 'tournaments-winners');
  });

  test('jackpots show their pools, recent winners and each jackpot with its games', async ({
    page,
    baseURL,
  }) => {
    const pools = await call(page.request, baseURL!, Jackpots.get, {});
    await page.goto('/jackpots');
    await expect(page.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Jackpot pools' }).getByRole('article');
    await expect(cards).toHaveCount(pools.length);
    await expect(cards.first()).toContainText(pools[0]!.description!.title);
    await expect(cards.first()).toContainText('USD');
    await expect(
      page.getByRole('list', { name: 'Recent winners' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreens(page, 'tournaments-jackpots');

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/jackpots/${pools[0]!.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: pools[0]!.description!.title }),
    ).toBeVisible();
    const feeding = page.getByRole('list', { name: 'Games that can win it' });
    await expect(feeding.getByRole('listitem')).toHaveCount(pools[0]!.games!.length);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreens(page, 'tournaments-jackpot');

    // An unknown id is a Not found page.
    await page.goto('/tournaments/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
