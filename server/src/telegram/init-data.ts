/**
 * Telegram Mini App init data (DESIGN §3): the hash is HMAC-SHA256 of the sorted
 * `key=value` lines under the secret HMAC-SHA256(key "WebAppData", bot token).
 *
 * Why not `validate()` of @tma.js/init-data-node alone: it compares the hashes with `===`,
 * which leaks timing. We compute the expected hash with its `signData` and compare with
 * `timingSafeEqual`. The `user` field is read here too: the library's `parse` insists on
 * `signature`, which older Telegram clients do not send, and the hash already covers it.
 */
import { timingSafeEqual } from 'node:crypto';
import { signData } from '@tma.js/init-data-node';

/** The Telegram user the init data speaks for. */
export interface TelegramUser {
  id: number;
  firstName: string;
  lastName: string | undefined;
  username: string | undefined;
  languageCode: string | undefined;
}

/** Init data whose signature and freshness were checked. */
export interface TelegramInitData {
  user: TelegramUser;
  authDate: Date;
  /** `start_param` of the launch link (t.me/bot/app?startapp=…), signed with the rest. */
  startParam: string | undefined;
  /** The signature: one launch's identity, so a spent launch can be recognised when replayed. */
  hash: string;
}

/** Why init data was refused. */
export type TelegramInitDataFailure =
  | 'malformed'
  | 'signature_missing'
  | 'signature_invalid'
  | 'auth_date_invalid'
  | 'expired'
  | 'user_missing';

/** The outcome of validation. */
export type TelegramInitDataResult =
  { ok: true; data: TelegramInitData } | { ok: false; reason: TelegramInitDataFailure };

/** Options of validation. */
export interface ValidateInitDataOptions {
  botToken: string;
  /** Seconds after `auth_date` the data stays acceptable (TELEGRAM_AUTH_MAX_AGE). */
  maxAgeSeconds: number;
  /** The current time; default now. */
  now?: Date;
}

/** Clock skew tolerated for an `auth_date` slightly in the future. */
const FUTURE_SKEW_SECONDS = 60;
const HEX_HASH = /^[0-9a-f]{64}$/;

/** Checks raw init data (exactly as Telegram gave it) and returns its user. */
export function validateTelegramInitData(
  raw: string,
  options: ValidateInitDataOptions,
): TelegramInitDataResult {
  const params = new URLSearchParams(raw);
  const hashes = params.getAll('hash');
  if (hashes.length === 0) return { ok: false, reason: 'signature_missing' };
  const hash = hashes[0]!;
  if (hashes.length > 1 || !HEX_HASH.test(hash)) return { ok: false, reason: 'signature_invalid' };

  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (key === 'hash') continue;
    // A repeated key makes the data-check string ambiguous: refuse rather than guess.
    if (seen.has(key)) return { ok: false, reason: 'malformed' };
    seen.add(key);
    lines.push(`${key}=${value}`);
  }
  lines.sort();
  const expected = Buffer.from(signData(lines.join('\n'), options.botToken), 'hex');
  const given = Buffer.from(hash, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature_invalid' };
  }

  const authDateRaw = params.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateRaw)) return { ok: false, reason: 'auth_date_invalid' };
  const authSeconds = Number(authDateRaw);
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (authSeconds > nowSeconds + FUTURE_SKEW_SECONDS) {
    return { ok: false, reason: 'auth_date_invalid' };
  }
  if (nowSeconds - authSeconds > options.maxAgeSeconds) return { ok: false, reason: 'expired' };

  const user = readUser(params.get('user'));
  if (!user) return { ok: false, reason: 'user_missing' };
  return {
    ok: true,
    data: {
      user,
      authDate: new Date(authSeconds * 1000),
      startParam: params.get('start_param') || undefined,
      hash,
    },
  };
}

const optionalText = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

/** The `user` JSON of init data, or null when it is missing or not a Telegram user. */
function readUser(json: string | null): TelegramUser | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const u = value as Record<string, unknown>;
  if (typeof u.id !== 'number' || !Number.isSafeInteger(u.id) || u.id <= 0) return null;
  return {
    id: u.id,
    firstName: typeof u.first_name === 'string' ? u.first_name : '',
    lastName: optionalText(u.last_name),
    username: optionalText(u.username),
    languageCode: optionalText(u.language_code),
  };
}
