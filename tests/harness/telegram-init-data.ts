/**
 * Telegram Mini App init data, signed the way Telegram signs it (DESIGN §3): the data-check
 * string is every field but `hash` as `key=value`, sorted, joined by newlines; `hash` is its
 * HMAC-SHA256 under the secret HMAC-SHA256(key "WebAppData", bot token). The demo bot token is
 * the reference server's default, so the server accepts what this signs. Written from
 * Telegram's documented algorithm on purpose, not with @tma.js/init-data-node, whose validator
 * the server uses: the end-to-end suites then check the server against an independent signer.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { DEMO_TELEGRAM_BOT_TOKEN } from '../../server/src/config.ts';

/** A Telegram user as init data carries it. */
export interface TelegramTestUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
  allows_write_to_pm?: boolean;
}

/** What to sign. */
interface InitDataOptions {
  user: TelegramTestUser;
  /** `startapp=` of the launch link. */
  startParam?: string;
  /** Default now. */
  authDate?: Date;
  botToken?: string;
  /** Clients before Bot API 8.0 send no `signature`; default true. */
  withSignature?: boolean;
}

let nextId = 7_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

/** A fresh Telegram user (a new id every call, so tests never share an account). */
export function telegramUser(overrides: Partial<TelegramTestUser> = {}): TelegramTestUser {
  const id = ++nextId;
  return {
    id,
    first_name: 'Ada',
    last_name: 'Tester',
    username: `ada_${id.toString(36)}`,
    language_code: 'en',
    allows_write_to_pm: true,
    ...overrides,
  };
}

/** The hex HMAC-SHA256 Telegram would put in `hash` for `fields`. */
function initDataHash(fields: Record<string, string>, botToken: string): string {
  const dataCheck = Object.entries(fields)
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheck).digest('hex');
}

/** Signed raw init data (a query string), as Telegram puts it in `tgWebAppData`. */
export function signInitData(options: InitDataOptions): string {
  const fields: Record<string, string> = {
    query_id: `AAH${randomBytes(9).toString('base64url')}`,
    user: JSON.stringify(options.user),
    auth_date: String(Math.floor((options.authDate ?? new Date()).getTime() / 1000)),
  };
  if (options.startParam) fields.start_param = options.startParam;
  if (options.withSignature !== false) fields.signature = randomBytes(64).toString('base64url');
  fields.hash = initDataHash(fields, options.botToken ?? DEMO_TELEGRAM_BOT_TOKEN);
  return new URLSearchParams(fields).toString();
}

/** The same init data with one field changed after signing: the server must refuse it. */
export function tamperInitData(raw: string, key: string, value: string): string {
  const params = new URLSearchParams(raw);
  params.set(key, value);
  return params.toString();
}
