/** Idempotency keys of money-moving calls: a retry returns the first answer (DESIGN §6). */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One `Idempotency-Key` a player used on one method, with the answer it got. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `/api/{group}/{method}` the key was used on. */
    method: text('method').notNull(),
    /** SHA-256 of the validated parameters: the same key with other parameters is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
    /** The `data` of the first successful answer. */
    response: jsonb('response'),
    /**
     * The process running a pending call (`{instance}:{run}`, see idempotency-owner.ts): a
     * retry may take a pending key over once its owner is known dead or its lease is over.
     */
    owner: text('owner').notNull().default(''),
    /** End of the owner's lease on a pending key; after it another process may run the call. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.method, t.key] }),
    // The purge job deletes keys by age.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
