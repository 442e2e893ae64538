/**
 * The shapes of play events and their listeners. A leaf: the domains that listen (loyalty,
 * tournaments, jackpots, wagering) import these types without importing the play mechanism,
 * so nothing here depends on its own subscribers.
 */
import type { Db } from '../db/client.ts';
import type { PlayKind, PlaySource } from '../db/schema/index.ts';

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
