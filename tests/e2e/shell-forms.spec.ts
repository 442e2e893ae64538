import { expect, test, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { expectAccessible, screens, useTheme } from './services-support.ts';

/**
 * The embeddable forms /forms/sign_in and /forms/sign_up (§2.2): in a frame of our origin they
 * ask the parent (message `redirect`, or `refresh_user` for a signed-in visitor) to go home
 * with show_popup_reg=1 and the backUrl; alone they go home with the popup flag themselves.
 * The app, as a parent, acts on those messages and on the frame-check page path.
 */

const HOST_PATH = '/e2e/frame-host';

/** A page of our origin that frames `src` and records the messages it receives. */
async function frameHost(page: Page, src: string) {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Partner page</title></head>
<body style="margin:0;background:#e8edf7;font:16px system-ui">
<main><h1 style="margin:16px">Partner landing page</h1>
<iframe title="Croupier form" src="${src}" style="width:100%;height:640px;border:0"></iframe></main>
<script>
window.__messages = [];
window.addEventListener('message', (event) => window.__messages.push({ origin: event.origin, data: event.data }));
</script></body></html>`,
    }),
  );
  await page.goto(HOST_PATH);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages.length),
    )
    .toBeGreaterThan(0);
  return page.evaluate(
    () => (window as unknown as { __messages: { origin: string; data: unknown }[] }).__messages,
  );
}

test('framed sign-up asks the parent to go home with show_popup_reg=1 and the backUrl', async ({
  page,
  baseURL,
}) => {
  const messages = await frameHost(page, '/forms/sign_up?backUrl=%2Fpromotions');
  expect(messages).toEqual([
    {
      origin: new URL(baseURL!).origin,
      data: { type: 'redirect', url: '/?show_popup_reg=1&backUrl=%2Fpromotions' },
    },
  ]);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Opening sign-up…' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'continue on the site' })).toHaveAttribute(
    'href',
    '/?show_popup_reg=1&backUrl=%2Fpromotions',
  );
});

test('framed sign-in in Russian keeps the locale; an external backUrl is dropped', async ({
  page,
}) => {
  const messages = await frameHost(page, '/ru/forms/sign_in?backUrl=https%3A%2F%2Fevil.example');
  expect(messages.map((m) => m.data)).toEqual([{ type: 'redirect', url: '/ru?show_popup_reg=1' }]);
});

test('a signed-in visitor in the frame makes the parent reload the user', async ({
  page,
  baseURL,
}) => {
  await signUpPlayer(page.request, baseURL!);
  const messages = await frameHost(page, '/forms/sign_in');
  expect(messages.map((m) => m.data)).toEqual([{ type: 'refresh_user' }]);
});

test('outside a frame the forms go home with their popup flag', async ({ page }) => {
  await page.goto('/forms/sign_in?backUrl=%2Fpromotions');
  await expect(page).toHaveURL(/\/\?show_popup_auth=1&backUrl=%2Fpromotions$/);
  await page.goto('/forms/sign_up');
  await expect(page).toHaveURL(/\/\?show_popup_reg=1$/);
});

test('the app acts on form messages and frame-check page paths of its own origin only', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const origin = new URL(baseURL!).origin;
  // The listener starts with the app's services, after the first paint: post until it acts.
  await expect(async () => {
    await page.evaluate(
      (o) => window.postMessage({ type: 'frame_path', path: '/confirmation/success' }, o),
      origin,
    );
    await expect(page).toHaveURL(/\/confirmation\/success$/, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.evaluate(
    (o) => window.postMessage({ type: 'redirect', url: 'https://evil.example/' }, o),
    origin,
  );
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/confirmation\/success$/);
  await page.evaluate(
    (o) => window.postMessage({ type: 'redirect', url: '/unsubscribe?token=x' }, o),
    origin,
  );
  await expect(page).toHaveURL(/\/unsubscribe\?token=x$/);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the framed form looks finished and passes axe (${theme})`, async ({ page, baseURL }) => {
    await useTheme(page, baseURL!, theme);
    await frameHost(page, '/forms/sign_up?backUrl=%2Fpromotions');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Opening sign-up…' })).toBeVisible();
    await screens(page, 'forms-sign_up-framed', theme);
    // axe checks the framed form too (it runs in every frame of the page).
    await expectAccessible(page);
  });
}
