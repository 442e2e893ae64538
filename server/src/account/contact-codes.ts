/**
 * Contact confirmation codes (§5: 6 digits). sendconfirmationtocontact writes a code to the
 * outbox; confirmContact checks it against the latest unused code of that contact. A code
 * lives 15 minutes, may be resent after a minute (the wait travels as resend_time), and
 * allows 5 tries: each check counts atomically, so parallel guesses cannot exceed it.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { account } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { refuseFields, type FieldReason } from '../http/refuse-fields.ts';
import { sendMessage } from '../outbox/send.ts';
import { sameText } from '../tokens/index.ts';

/** Seconds a confirmation code stays valid. */
const CONTACT_CODE_TTL_S = 15 * 60;
/** Seconds before another code may be sent to the same contact. */
const CONTACT_CODE_RESEND_S = 60;
/** Tries one code allows. */
const CONTACT_CODE_MAX_ATTEMPTS = 5;
/** The outbox template of confirmation codes. */
const CONFIRM_CONTACT_TEMPLATE = 'confirm_contact';

/** Messages of the code checks (shown on the `code` field). */
const CODE_MESSAGES = {
  invalid: 'codeInvalid',
  expired: 'codeExpired',
} as const;

const TEXTS: Record<string, { email: (code: string) => string; sms: (code: string) => string }> = {
  en: {
    email: (c) => `Your Croupier confirmation code is ${c}. It is valid for 15 minutes.`,
    sms: (c) => `Croupier code: ${c}`,
  },
  ru: {
    email: (c) => `Ваш код подтверждения Croupier: ${c}. Код действует 15 минут.`,
    sms: (c) => `Код Croupier: ${c}`,
  },
  pt: {
    email: (c) => `Seu código de confirmação Croupier é ${c}. Ele é válido por 15 minutos.`,
    sms: (c) => `Código Croupier: ${c}`,
  },
};

/** A new random 6-digit code. */
function newConfirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

async function latestCode(db: Db, userId: number, recipient: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.userId, userId),
        eq(outbox.purpose, CONFIRM_CONTACT_TEMPLATE),
        eq(outbox.recipient, recipient),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** What to send and where. */
export interface ContactCodeRequest {
  userId: number;
  type: account.ContactType;
  contact: string;
  locale: string;
  /** Appended to e-mails (e.g. the unsubscribe link). */
  footer?: string;
}

/**
 * Writes a new code for the contact to the outbox and voids older ones. Too soon after the
 * previous code: TooManyRequestsException with resend_time (seconds left).
 */
export async function sendContactCode(db: Db, request: ContactCodeRequest): Promise<void> {
  const now = Date.now();
  const previous = await latestCode(db, request.userId, request.contact);
  if (previous) {
    const wait = Math.ceil(
      (previous.createdAt.getTime() + CONTACT_CODE_RESEND_S * 1000 - now) / 1000,
    );
    if (wait > 0) {
      throw new ServerError('TooManyRequestsException', `Resend time is ${wait}`, {
        resendTime: wait,
        retryAfter: wait,
      });
    }
  }
  await db
    .update(outbox)
    .set({ consumedAt: new Date(now) })
    .where(
      and(
        eq(outbox.userId, request.userId),
        eq(outbox.purpose, CONFIRM_CONTACT_TEMPLATE),
        eq(outbox.recipient, request.contact),
        isNull(outbox.consumedAt),
      ),
    );
  const code = newConfirmationCode();
  const texts = TEXTS[request.locale] ?? TEXTS.en!;
  const channel = request.type === 'email' ? 'email' : 'sms';
  await sendMessage(db, {
    userId: request.userId,
    channel,
    to: request.contact,
    template: CONFIRM_CONTACT_TEMPLATE,
    code,
    body:
      channel === 'email'
        ? `${texts.email(code)}${request.footer ? `\n\n${request.footer}` : ''}`
        : texts.sms(code),
    expiresInSeconds: CONTACT_CODE_TTL_S,
  });
}

function invalid(reason: FieldReason): ServerError {
  return refuseFields({ code: reason });
}

/**
 * Checks a code against the latest unused code of the contact and uses it up. Wrong or
 * missing → InvalidParameterException on `code` ("Code is invalid"); expired → "Time
 * expired"; the sixth try of one code → TooManyRequestsException (ask for a new code).
 */
export async function checkContactCode(
  db: Db,
  input: { userId: number; contact: string; code: string },
): Promise<void> {
  const row = await latestCode(db, input.userId, input.contact);
  if (!row || row.consumedAt || !row.code) throw invalid(CODE_MESSAGES.invalid);
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw invalid(CODE_MESSAGES.expired);
  const [counted] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(
      and(
        eq(outbox.id, row.id),
        isNull(outbox.consumedAt),
        lt(outbox.attempts, CONTACT_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: outbox.id });
  if (!counted) {
    throw new ServerError('TooManyRequestsException', 'Too many wrong codes. Request a new code.');
  }
  if (!sameText(input.code, row.code)) {
    throw invalid(CODE_MESSAGES.invalid);
  }
  const [used] = await db
    .update(outbox)
    .set({ consumedAt: new Date() })
    .where(and(eq(outbox.id, row.id), isNull(outbox.consumedAt)))
    .returning({ id: outbox.id });
  if (!used) throw invalid(CODE_MESSAGES.invalid);
}
