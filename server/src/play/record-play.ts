/**
 * Recording a stake or a win and letting the rest of the casino react to it, inside the DB
 * transaction that moved the money: if a listener fails, the bet rolls back with it, so points,
 * wagering and jackpot pools can never drift from the ledger.
 */
import type { Db } from '../db/client.ts';
import { playEvents, type PlayKind, type PlaySource } from '../db/schema/index.ts';
import { PLAY_LISTENERS } from './play-listeners.ts';

/** Integer source in [0, max); the server's CSPRNG in production, scripted in tests. */
export type PlayRandom = (max: number) => number;

/** What to record. */
export interface PlayInput {
  userId: number;
  source: PlaySource;
  kind: PlayKind;
  /** `round:{id}` or `sportbet:{id}`; unique per kind. */
  reference: string;
  gameId: number | null;
  provider: string;
  currency: string;
  balanceKind: string;
  amountMinor: bigint;
}

/** A recorded play event as listeners see it. */
export interface PlayEvent extends PlayInput {
  id: number;
  createdAt: Date;
}

/** What a listener gets besides the event. */
export interface PlayContext {
  /** Randomness for random triggers (jackpots). */
  random: PlayRandom;
}

/**
 * Reacts to a play event in the bet's own transaction. It may read and write any table and
 * post ledger transactions for the same player (the caller notifies balances after commit).
 */
export type PlayListener = (tx: Db, event: PlayEvent, context: PlayContext) => Promise<void>;

/**
 * Appends the event and runs every listener in order. Call it inside the transaction that
 * posted the money; a zero amount is recorded (a free spin's stake) so counts stay honest.
 */
export async function recordPlay(
  tx: Db,
  input: PlayInput,
  context: PlayContext,
  listeners: readonly PlayListener[] = PLAY_LISTENERS,
): Promise<PlayEvent> {
  if (input.amountMinor < 0n) throw new Error('Play amounts are never negative');
  const [row] = await tx
    .insert(playEvents)
    .values(input)
    .returning({ id: playEvents.id, createdAt: playEvents.createdAt });
  if (!row) throw new Error('Play event insert returned nothing');
  const event: PlayEvent = { ...input, id: row.id, createdAt: row.createdAt };
  for (const listener of listeners) await listener(tx, event, context);
  return event;
}
