/**
 * Nothing moves once drawn (issue 14: CLS ≤ 0.02 on every public route): each page loads at a
 * phone's and a laptop's width until the network is quiet, and the sum of its layout shifts —
 * at least its CLS — stays within 0.02. Signed in too: the server draws the guest frame, and
 * the browser's switch to the player's (header, hints, the player's own answers) must not
 * push the page around.
 */
import { expect, test, type Page } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { layoutShifts } from '../harness/layout-shift.ts';
import { signUpPlayer } from '../harness/players.ts';
import { PUBLIC_ROUTES } from '../harness/public-routes.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const CLS_BUDGET = 0.02;

async function expectSteady(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path} moved:\n${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(
    CLS_BUDGET,
  );
}

for (const viewport of WIDTHS) {
  test(`public pages hold still at ${viewport.width} px`, async ({ page, baseURL }) => {
    test.setTimeout(540_000);
    await page.setViewportSize(viewport);
    const [game] = (await call(page.request, baseURL!, games.get, { count: 1 })).items;
    for (const path of [...PUBLIC_ROUTES, `/game/${game!.sysname}`]) await expectSteady(page, path);
  });

  test(`a new player's home holds still at ${viewport.width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signUpPlayer(page.request, baseURL!);
    await expectSteady(page, '/');
    // The player's own frame is in: the first-deposit hint floats over the page foot.
    await expect(page.getByText('Make your first deposit')).toBeVisible();
  });
}
