/**
 * Creating a player from any registration path (form, fast, Telegram, OAuth): the account
 * with its contacts and four zero balances, what the registration carried, and the opening
 * fun balance — one database transaction, so a failed step leaves no half-made account.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userRegistrations, users, type RegistrationMethod } from '../db/schema/index.ts';
import { notifyIfCommitted, postTransaction, toMinor } from '../ledger/index.ts';
import { createUser, type NewUser } from '../users/index.ts';

/** Play money every new player starts with (§1 fun balance), in their currency. */
const OPENING_FUN_BALANCE = '10000';

/** A new player: the account fields, plus what the registration carried. */
export interface NewPlayer extends NewUser {
  method: RegistrationMethod;
  isBetting?: boolean;
  /** False for social sign-ups until the profile is completed (§4 socialRegistration). */
  isRegistrationCompleted?: boolean;
  promoCode?: string | null;
  referralCode?: string | null;
  startParam?: string | null;
  characterId?: number | null;
}

/** Creates the player and credits the opening fun balance; returns the player id. */
export async function createPlayer(db: Db, input: NewPlayer): Promise<number> {
  const {
    method,
    isBetting,
    isRegistrationCompleted,
    promoCode,
    referralCode,
    startParam,
    characterId,
    ...account
  } = input;
  const id = await db.transaction(async (tx) => {
    const userId = await createUser(tx, account);
    await tx
      .update(users)
      .set({
        isBetting: isBetting ?? false,
        isRegistrationCompleted: isRegistrationCompleted ?? true,
      })
      .where(eq(users.id, userId));
    await tx.insert(userRegistrations).values({
      userId,
      method,
      promoCode: promoCode ?? null,
      referralCode: referralCode ?? null,
      startParam: startParam ?? null,
      characterId: characterId ?? null,
    });
    const currency = account.currency ?? 'USD';
    const amount = toMinor(OPENING_FUN_BALANCE);
    await postTransaction(tx, {
      kind: 'fun_grant',
      reference: `registration:${userId}`,
      userId,
      meta: { note: 'Opening fun balance' },
      entries: [
        { account: { userId, kind: 'fun', currency }, amountMinor: amount },
        { account: { house: 'fun_pool', currency }, amountMinor: -amount },
      ],
    });
    return userId;
  });
  // postTransaction ran inside this transaction, so the news is ours to send once it commits
  // (or, when `db` is itself a caller's transaction, the caller's: see oauth-account.ts).
  notifyIfCommitted(db, [id]);
  return id;
}
