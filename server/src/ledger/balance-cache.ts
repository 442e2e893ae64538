/**
 * Players' balance sheets read in the last few seconds, kept in-process so `account.getBalance`
 * (polled by every signed-in client, spec §9) does not query the ledger each time (issue 15:
 * on PGlite the query was most of the request). Only that read goes through here: money
 * movements check balances inside their own transactions, straight from the database.
 *
 * An entry is dropped:
 * - at once on this instance when a money movement here commits (`notifyBalanceChanged`, which
 *   the live balance socket hears too), and on the others when its relay reaches them;
 * - when the database says a player's stored balance changed (the ledger_accounts triggers of
 *   drizzle/0006 publish on LEDGER_CHANNEL at commit, whoever wrote): every instance drops it
 *   within the notification's delivery, and PGlite delivers before the commit returns;
 * - after `maxAgeMs` in any case, and everything when the listening connection was lost.
 * A read that raced an invalidation of its player is answered but not kept, so a balance read
 * before a movement committed is never written back after the movement dropped it.
 */
import type { Db } from '../db/client.ts';
import type { BalanceKind } from '../db/schema/index.ts';
import { onBalanceChanged } from './balance-events.ts';
import { getBalanceSheet } from './balances.ts';

/** The channel the ledger_accounts triggers publish on: `u:<user id>` or `*`. */
export const LEDGER_CHANNEL = 'croupier_ledger';

/** The four balances of a player in one currency. */
export type BalanceSheet = Record<BalanceKind, bigint>;

/** Reads a sheet from the database (getBalanceSheet; tests hold it to race invalidations). */
export type SheetReader = (db: Db, userId: number, currency: string) => Promise<BalanceSheet>;

interface Entry {
  currency: string;
  sheet: Readonly<BalanceSheet>;
  cachedAt: number;
}

/** The balance cache of one app. */
export class BalanceCache {
  readonly #unsubscribe: () => void;
  readonly #entries = new Map<number, Entry>();
  /** Players with reads in flight; `dropped` once an invalidation met them. */
  readonly #reading = new Map<number, { count: number; dropped: boolean }>();
  #generation = 0;

  /** `maxAgeMs` 0 turns the cache off (every read queries the database). */
  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
    private readonly read: SheetReader = getBalanceSheet,
  ) {
    this.#unsubscribe = onBalanceChanged((userId) => this.dropUser(userId));
  }

  /** Stops hearing this process's money movements (the app closed). */
  close(): void {
    this.#unsubscribe();
    this.clear();
  }

  /** A player's balances in `currency`, from the cache when fresh. */
  async sheet(db: Db, userId: number, currency: string): Promise<BalanceSheet> {
    if (this.maxAgeMs <= 0) return this.read(db, userId, currency);
    const now = this.now();
    const entry = this.#entries.get(userId);
    if (entry && entry.currency === currency && now - entry.cachedAt < this.maxAgeMs) {
      return { ...entry.sheet };
    }
    const generation = this.#generation;
    let reading = this.#reading.get(userId);
    if (!reading) {
      reading = { count: 0, dropped: false };
      this.#reading.set(userId, reading);
    }
    reading.count += 1;
    try {
      const sheet = await this.read(db, userId, currency);
      if (!reading.dropped && generation === this.#generation) {
        this.#store(userId, { currency, sheet: { ...sheet }, cachedAt: now });
      }
      return sheet;
    } finally {
      reading.count -= 1;
      if (reading.count === 0 && this.#reading.get(userId) === reading) {
        this.#reading.delete(userId);
      }
    }
  }

  /** Forgets a player's balances (and keeps reads in flight from storing theirs). */
  dropUser(userId: number): void {
    this.#entries.delete(userId);
    const reading = this.#reading.get(userId);
    if (reading) reading.dropped = true;
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Applies a LEDGER_CHANNEL payload: `u:<user id>` or anything else (`*`) for all. */
  onNotification(payload: string): void {
    const id = payload.startsWith('u:') ? payload.slice(2) : '';
    if (/^\d+$/.test(id)) this.dropUser(Number(id));
    else this.clear();
  }

  /** Entries held (tests, metrics). */
  get size(): number {
    return this.#entries.size;
  }

  #store(userId: number, entry: Entry): void {
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
