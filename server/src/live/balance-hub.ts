/**
 * Open balance sockets per player. On a ledger notification the hub reads the player's
 * committed balances once and sends them to every socket of that player; notifications that
 * arrive while a read is queued share it. A keep-alive pings every socket and drops the ones
 * that stopped answering.
 */
import type { Db } from '../db/client.ts';
import { getBalanceSheet } from '../ledger/balances.ts';
import { onBalanceChanged } from '../ledger/balance-events.ts';
import { fromMinor } from '../ledger/money.ts';
import { activePlayer } from './live-auth.ts';

/** A money amount on the wire. */
export interface WireMoney {
  amount: string;
  currency: string;
}

/** The message pushed after every money movement of the player (and on connect). */
export interface BalanceMessage {
  type: 'balance';
  balances: { main: WireMoney; bonus: WireMoney; betting_bonus: WireMoney; fun: WireMoney };
}

/** The part of a WebSocket the hub uses (ws's WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
}

interface Entry {
  userId: number;
  currency: string;
  alive: boolean;
}

const OPEN = 1;

/** Tracks sockets and pushes balances to them. */
export class BalanceHub {
  readonly #db: Db;
  readonly #sockets = new Map<HubSocket, Entry>();
  readonly #queued = new Set<number>();
  readonly #unsubscribe: () => void;
  #timer: NodeJS.Timeout | null = null;

  constructor(db: Db, pingIntervalMs: number) {
    this.#db = db;
    this.#unsubscribe = onBalanceChanged((userId) => this.notify(userId));
    if (pingIntervalMs > 0) {
      this.#timer = setInterval(() => this.keepAlive(), pingIntervalMs);
      this.#timer.unref();
    }
  }

  /** Number of open sockets (all players). */
  get size(): number {
    return this.#sockets.size;
  }

  /** Registers a socket of a player and sends the current balances. */
  add(socket: HubSocket, userId: number, currency: string): void {
    this.#sockets.set(socket, { userId, currency, alive: true });
    void this.#pushTo(userId, [socket]);
  }

  /** Forgets a socket (it closed). */
  remove(socket: HubSocket): void {
    this.#sockets.delete(socket);
  }

  /** The socket answered a ping. */
  markAlive(socket: HubSocket): void {
    const entry = this.#sockets.get(socket);
    if (entry) entry.alive = true;
  }

  /** A player's balances changed: push them to the player's sockets (coalesced per tick). */
  notify(userId: number): void {
    if (this.#queued.has(userId)) return;
    if (![...this.#sockets.values()].some((e) => e.userId === userId)) return;
    this.#queued.add(userId);
    setImmediate(() => {
      this.#queued.delete(userId);
      const sockets = [...this.#sockets].filter(([, e]) => e.userId === userId).map(([s]) => s);
      void this.#pushTo(userId, sockets);
    });
  }

  /** Pings every socket; drops those that did not answer the previous ping. */
  keepAlive(): void {
    for (const [socket, entry] of this.#sockets) {
      if (!entry.alive) {
        this.#sockets.delete(socket);
        socket.terminate();
        continue;
      }
      entry.alive = false;
      try {
        socket.ping();
      } catch {
        this.#sockets.delete(socket);
      }
    }
  }

  /** Stops listening and closes every socket (server shutdown). */
  close(): void {
    this.#unsubscribe();
    if (this.#timer) clearInterval(this.#timer);
    for (const socket of this.#sockets.keys()) socket.terminate();
    this.#sockets.clear();
  }

  async #pushTo(userId: number, sockets: HubSocket[]): Promise<void> {
    const open = sockets.filter((s) => s.readyState === OPEN);
    if (open.length === 0) return;
    // A player who took a time-out or self-excluded (or was banned) loses the socket too: the
    // block notifies their balance, on every instance, and this is where it lands.
    if (!(await activePlayer(this.#db, userId))) {
      for (const s of sockets) {
        this.#sockets.delete(s);
        s.terminate();
      }
      return;
    }
    // Group by currency: a player has one, but two sockets may have been opened across a change.
    const byCurrency = new Map<string, HubSocket[]>();
    for (const s of open) {
      const c = this.#sockets.get(s)?.currency;
      if (!c) continue;
      byCurrency.set(c, [...(byCurrency.get(c) ?? []), s]);
    }
    for (const [currency, list] of byCurrency) {
      try {
        const sheet = await getBalanceSheet(this.#db, userId, currency);
        const money = (minor: bigint): WireMoney => ({ amount: fromMinor(minor), currency });
        const message: BalanceMessage = {
          type: 'balance',
          balances: {
            main: money(sheet.main),
            bonus: money(sheet.bonus),
            betting_bonus: money(sheet.betting_bonus),
            fun: money(sheet.fun),
          },
        };
        const text = JSON.stringify(message);
        for (const s of list) if (s.readyState === OPEN) s.send(text);
      } catch {
        // The database is closing or unreachable; the client's polling covers the gap.
      }
    }
  }
}
