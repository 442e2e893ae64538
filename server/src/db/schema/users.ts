/** Players, their server sessions, contacts and the outbox of codes we would email or text. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Player status: only `active` players may sign in. */
export type UserStatus = 'active' | 'banned' | 'deleted' | 'self_excluded';

/** A player account. `id` is the uid of §3 Account info. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Login identifier as typed at registration (email or phone, lower-cased). */
    login: text('login').notNull(),
    passwordHash: text('password_hash'),
    fakename: text('fakename'),
    currency: text('currency').notNull().default('USD'),
    locale: text('locale').notNull().default('en'),
    countryCode: text('country_code'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isOnVerification: boolean('is_on_verification').notNull().default(false),
    /**
     * `is_kyc_block_enabled` of §3 Account info: the operator makes this player's withdrawals
     * wait for a verified identity (KycWithdrawalException until `is_verified`).
     */
    isKycBlockEnabled: boolean('is_kyc_block_enabled').notNull().default(false),
    isRegistrationCompleted: boolean('is_registration_completed').notNull().default(true),
    /** Preferred kind chosen at registration (§1 "mark betting or casino"). */
    isBetting: boolean('is_betting').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** TOTP secret (base32) once two-factor is set up. */
    twoFactorSecret: text('two_factor_secret'),
    /** Telegram user id for Mini App sign-in. */
    telegramId: bigint('telegram_id', { mode: 'number' }),
    /** Personal data of §3 Profile that has no column of its own (names, birth date, address…). */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    regTime: timestamp('reg_time', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_key').on(t.login),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
    // Nicknames are unique whatever their case (account.changefakename answers the clash).
    uniqueIndex('users_fakename_lower_key')
      .on(sql`lower(${t.fakename})`)
      .where(sql`${t.fakename} is not null`),
    check(
      'users_status_check',
      sql`${t.status} in ('active', 'banned', 'deleted', 'self_excluded')`,
    ),
  ],
);

/** How a session travels: the `__Host-sid` cookie (web, webview) or a bearer token (miniapp). */
export type SessionKind = 'cookie' | 'bearer';

/** A server session. Only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SessionKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // The purge job deletes expired sessions.
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_kind_check', sql`${t.kind} in ('cookie', 'bearer')`),
  ],
);

/** A player's email address or phone number (§3 Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'email' | 'phone'>().notNull(),
    contact: text('contact').notNull(),
    phoneCountryCode: text('phone_country_code'),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_type_contact_key').on(t.type, t.contact),
    index('contacts_user_id_idx').on(t.userId),
    check('contacts_type_check', sql`${t.type} in ('email', 'phone')`),
  ],
);

/**
 * Messages the reference server would send by email or SMS (confirmation codes, password
 * restore links, two-factor codes). Nothing is really sent: tests and the demo read them here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    /** What the code is for, e.g. `confirm_contact`, `restore_password`, `two_factor`. */
    purpose: text('purpose').notNull(),
    code: text('code'),
    body: text('body').notNull(),
    /** Failed attempts at entering the code (bounded by the rate limiter). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_recipient_purpose_idx').on(t.recipient, t.purpose)],
);
