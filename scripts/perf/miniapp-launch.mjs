/**
 * A signed Mini App launch for the performance scripts: a fresh Telegram user registered
 * through the API (`auth.register` with `is_tg`, as a first launch from Telegram would), and
 * the launch URL Telegram opens — init data, version, platform and a dark theme in the hash.
 * The app reads them in an unframed browser too, so Lighthouse can load it like a page.
 *
 * Init data is signed with @tma.js/init-data-node (the server's own dependency) under the bot
 * token the server checks: TELEGRAM_BOT_TOKEN, else the reference server's demo token.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { sign } = createRequire(join(root, 'server', 'package.json'))('@tma.js/init-data-node');

/** The server's default bot token, read from its config so the two never disagree. */
function demoBotToken() {
  const config = readFileSync(join(root, 'server', 'src', 'config.ts'), 'utf8');
  const token = /DEMO_TELEGRAM_BOT_TOKEN = '([^']+)'/.exec(config)?.[1];
  if (!token) throw new Error('server/src/config.ts names no DEMO_TELEGRAM_BOT_TOKEN');
  return token;
}

/** The colours of Telegram's night theme the app's first paint reads (its background and text). */
const THEME = { bg_color: '#212121', text_color: '#ffffff', button_color: '#8774e1' };

/**
 * Registers a new Telegram player on `origin` and returns the signed launch URL of the Mini App
 * at `path` (e.g. `/miniapp/`): loading it signs that player straight in.
 */
export async function miniappLaunchUrl(origin, path = '/miniapp/') {
  const id = 8_000_000_000 + randomBytes(3).readUIntBE(0, 3);
  const user = {
    id,
    first_name: 'Perf',
    username: `perf_${id.toString(36)}`,
    language_code: 'en',
    allows_write_to_pm: true,
  };
  const initData = sign(
    { user, chat_type: 'private', chat_instance: String(id) },
    process.env.TELEGRAM_BOT_TOKEN ?? demoBotToken(),
    new Date(),
  );
  const form = new URLSearchParams({
    is_tg: '1',
    payload: initData,
    id: String(id),
    username: user.username,
    language_code: 'en',
    currency: 'USD',
    terms: '1',
  });
  const response = await fetch(`${origin}/api/auth/register?v=1&locale=en`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-croupier-client': 'miniapp/perf',
      origin,
    },
    body: form,
  });
  if (!response.ok) {
    throw new Error(`Telegram registration failed: ${response.status} ${await response.text()}`);
  }
  const hash = [
    ['tgWebAppData', initData],
    ['tgWebAppVersion', '8.0'],
    ['tgWebAppPlatform', 'android'],
    ['tgWebAppThemeParams', JSON.stringify(THEME)],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${origin}${path}#${hash}`;
}
