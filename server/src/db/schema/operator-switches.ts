/**
 * The operator's switches (server/src/operator): site-wide states an operator sets at run
 * time — maintenance, the demo providers' health. In the database, not in memory, so every
 * instance behind the load balancer answers the same.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One switch and its current value. */
export const operatorSwitches = pgTable('operator_switches', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
