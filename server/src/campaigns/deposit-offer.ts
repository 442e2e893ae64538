/**
 * A deposit offer pays when the deposit that chose it (`campaign_offer_id`) settles as a
 * success: called by the cashier inside the settlement's transaction, so the grant commits
 * with the credited deposit, once (the settlement runs once per deposit, and the grant's
 * reference `deposit:{transaction}` is unique). The deposit qualifies when, at the time it was
 * opened, the offer ran, the method was not excluded, the amount reached `min_amount`, and the
 * player satisfied the offer's params (audience, limit, currency, unlock). A deposit that does
 * not qualify is credited all the same, without the bonus.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentMethods } from '../db/schema/index.ts';
import type { GrantedReward } from '../rewards/index.ts';
import { grantOffer } from './grant-offer.ts';
import { findOffer, isRunning, playerFacts, satisfiesParams } from './offers.ts';
import { amountIn } from './promotions.ts';

/** The settling deposit, as the cashier has it. */
export interface SettlingDeposit {
  /** Public transaction id. */
  transactionId: string;
  userId: number;
  currency: string;
  amountMinor: bigint;
  methodId: number;
  campaignOfferId: number | null;
  createdAt: Date;
}

async function qualifyingGrant(tx: Db, deposit: SettlingDeposit): Promise<GrantedReward[] | null> {
  if (deposit.campaignOfferId === null) return null;
  const offer = await findOffer(tx, deposit.campaignOfferId);
  if (!offer || offer.action !== 'deposit' || !isRunning(offer, deposit.createdAt)) return null;
  const [method] = await tx
    .select({ sysname: paymentMethods.sysname })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, deposit.methodId));
  if (!method || offer.excludeMethods.includes(method.sysname)) return null;
  const min = amountIn(offer.minAmount ?? undefined, deposit.currency);
  if (min !== null && deposit.amountMinor < min) return null;
  // This deposit is still pending here, so it is not among the player's successful ones.
  const facts = await playerFacts(tx, deposit.userId);
  if (!satisfiesParams(offer, facts, deposit.createdAt)) return null;
  return grantOffer(tx, {
    offer,
    userId: deposit.userId,
    currency: deposit.currency,
    reference: `deposit:${deposit.transactionId}`,
    depositMinor: deposit.amountMinor,
  });
}

/**
 * Grants the deposit's chosen offer when it qualifies; null when there is nothing to grant.
 * Runs as a savepoint: an unexpected failure of the bonus never blocks crediting the deposit.
 */
export async function grantDepositOffer(
  tx: Db,
  deposit: SettlingDeposit,
): Promise<GrantedReward[] | null> {
  if (deposit.campaignOfferId === null) return null;
  try {
    return await tx.transaction((inner) => qualifyingGrant(inner, deposit));
  } catch (err) {
    console.error('deposit offer grant failed', deposit.transactionId, err);
    return null;
  }
}
