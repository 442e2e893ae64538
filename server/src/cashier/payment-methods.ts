/**
 * Payment methods as the cashier offers them: the seeded rows of the player's currency,
 * turned into the contract's shape (limits per currency, step, requisites, saved cards).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cashier } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { deposits, paymentMethods } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/index.ts';
import { methodName } from '../content/payment-methods.ts';

/** A payment method row. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** What a method is used for: its limits and requisites differ. */
export type MethodPurpose = 'deposit' | 'withdrawal';

/** Payment method kinds bank lists exist for. */
export const BANK_METHOD_TYPES: readonly string[] = ['bank_transfer', 'pix'];

type PaymentMethod = cashier.PaymentMethod;
type RequisiteField = cashier.RequisiteField;

const CONTRACT_FIELDS = new Set<string>(cashier.REQUISITE_FIELDS);

/** The contract requisites a method asks for (seeded fields the contract does not know are left out). */
export function methodRequisites(row: PaymentMethodRow, purpose: MethodPurpose): RequisiteField[] {
  const fields = purpose === 'deposit' ? row.depositFields : row.withdrawalFields;
  return fields
    .filter((f) => f.required && CONTRACT_FIELDS.has(f.name))
    .map((f) => f.name as RequisiteField);
}

function enabledFor(purpose: MethodPurpose) {
  return purpose === 'deposit'
    ? eq(paymentMethods.depositEnabled, true)
    : eq(paymentMethods.withdrawalEnabled, true);
}

/** Methods offered in `currency` for `purpose`, by priority. */
export function loadMethods(
  db: Db,
  currency: string,
  purpose: MethodPurpose,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.currency, currency), enabledFor(purpose)))
    .orderBy(asc(paymentMethods.priority), asc(paymentMethods.id));
}

/** The method `sysname` in `currency` for `purpose`, or null when it is not offered there. */
export async function findMethod(
  db: Db,
  sysname: string,
  currency: string,
  purpose: MethodPurpose,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.sysname, sysname),
        eq(paymentMethods.currency, currency),
        enabledFor(purpose),
      ),
    );
  return row ?? null;
}

/**
 * Cards the player paid with successfully, masked (`411111...1111`), newest first. Only the
 * mask is ever stored, so this is all the server can show.
 */
export async function savedCards(
  db: Db,
  userId: number,
  methodId: number,
): Promise<{ card_number: string; card_holder: string | null }[]> {
  const rows = await db
    .select({ requisites: deposits.requisites })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        eq(deposits.methodId, methodId),
        eq(deposits.status, 'success'),
        sql`${deposits.requisites} ? 'card_number'`,
      ),
    )
    .orderBy(desc(deposits.id))
    .limit(50);
  const seen = new Map<string, string | null>();
  for (const { requisites } of rows) {
    const number = requisites.card_number;
    if (typeof number !== 'string' || !/^\d{6}\.{3}\d{4}$/.test(number) || seen.has(number)) {
      continue;
    }
    const holder = requisites.card_holder;
    seen.set(number, typeof holder === 'string' ? holder : null);
  }
  return [...seen].map(([card_number, card_holder]) => ({ card_number, card_holder }));
}

/** A method row in the contract's shape. */
export function methodView(
  row: PaymentMethodRow,
  purpose: MethodPurpose,
  cards: PaymentMethod['saved_cards'] = [],
  locale?: string,
): PaymentMethod {
  const [min, max] =
    purpose === 'deposit'
      ? [row.minDepositMinor, row.maxDepositMinor]
      : [row.minWithdrawalMinor, row.maxWithdrawalMinor];
  return {
    id: row.id,
    sysname: row.sysname,
    name: methodName(row.sysname, row.name, locale),
    type: row.type as PaymentMethod['type'],
    limits: { [row.currency]: { min: fromMinor(min), max: fromMinor(max) } },
    // The step applies to deposit amounts only (§5); withdrawals take any cent amount.
    step: purpose === 'deposit' ? fromMinor(row.stepMinor) : null,
    requisites: methodRequisites(row, purpose),
    saved_cards: row.type === 'card' ? cards : [],
  };
}

/** The methods a player is offered for `purpose`, as the contract shows them (cards saved). */
export async function offeredMethods(
  db: Db,
  user: { id: number; currency: string },
  purpose: MethodPurpose,
  locale?: string,
): Promise<PaymentMethod[]> {
  const rows = await loadMethods(db, user.currency, purpose);
  return Promise.all(
    rows.map(async (row) =>
      methodView(
        row,
        purpose,
        row.type === 'card' ? await savedCards(db, user.id, row.id) : [],
        locale,
      ),
    ),
  );
}
