import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The first-load budget script (web/scripts/measure-first-load.mjs, DESIGN §9) reads the build
 * manifest; this checks its lists of chunks against what a browser really loads on the home
 * route, so the measured figure stays the honest one.
 */

interface BudgetReport {
  totalKb: number;
  groups: { title: string; counted: boolean; chunks: { file: string; zod: boolean }[] }[];
}

function budgetReport(): BudgetReport {
  const script = fileURLToPath(
    new URL('../../web/scripts/measure-first-load.mjs', import.meta.url),
  );
  // The build the server serves (WEB_DIST, as in server/src/config.ts), not always web/dist.
  const dist = process.env.WEB_DIST ? [process.env.WEB_DIST] : [];
  const run = spawnSync(process.execPath, [script, ...dist, '--json'], { encoding: 'utf8' });
  return JSON.parse(run.stdout) as BudgetReport;
}

test('the home route loads exactly the scripts the first-load budget lists', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.add(pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const report = budgetReport();
  const listed = report.groups.flatMap((g) => g.chunks.map((c) => c.file));
  const counted = report.groups.filter((g) => g.counted).flatMap((g) => g.chunks);
  // A script the home route loads but the budget does not know of would go unmeasured.
  expect([...loaded].filter((file) => !listed.includes(file))).toEqual([]);
  // Everything counted is really loaded: the figure is not padded either.
  expect(counted.map((c) => c.file).filter((file) => !loaded.has(file))).toEqual([]);
  // No schema library in anything the home route loads.
  const zod = report.groups.flatMap((g) => g.chunks).filter((c) => c.zod && loaded.has(c.file));
  expect(zod.map((c) => c.file)).toEqual([]);
});
