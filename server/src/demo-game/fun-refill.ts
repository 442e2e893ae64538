/**
 * Demo play's fun money for a signed-in player: the fun balance in the ledger, topped up from
 * the house's fun pool when it can no longer cover the game's smallest bet, so demo play never
 * ends for want of pretend money and every top-up is a ledger entry like any other.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { getBalance } from '../ledger/balances.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/** What the fun balance is refilled to. */
const FUN_REFILL_MINOR = 100_000n;

/** Tops the player's fun balance up to FUN_REFILL_MINOR when it is below `smallestBet`. */
export async function refillFun(
  db: Db,
  userId: number,
  currency: string,
  smallestBet: bigint,
): Promise<void> {
  const fun = await getBalance(db, userId, 'fun', currency);
  if (fun >= smallestBet) return;
  const top = FUN_REFILL_MINOR - fun;
  await postTransaction(db, {
    kind: 'fun_refill',
    reference: randomUUID(),
    userId,
    meta: { note: 'Demo mode fun balance refill' },
    entries: [
      { account: { userId, kind: 'fun', currency }, amountMinor: top },
      { account: { house: 'fun_pool', currency }, amountMinor: -top },
    ],
  });
}
