/**
 * The live balance socket (`/live/balance`, §6: authenticated only). The server pushes
 * `{type:'balance', balances:{main,bonus,betting_bonus,fun}}` on connect and after every
 * money movement; each becomes a `setFromPush` on core's balance store. A dropped socket
 * reconnects with exponential backoff and jitter (so clients dropped together by one outage
 * do not all come back in the same instant), and at once when the connection returns;
 * polling (core's policy) covers the gaps.
 */
import type { contract } from '@croupier/core';
import type { Logger, TimerHandle, Timers } from '@croupier/core/state';

type Balance = contract.account.Balance;

/** Path of the socket. */
const LIVE_BALANCE_PATH = '/live/balance';

/** First reconnect delay and its cap. */
const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

const WIRE_KEYS = {
  main: 'balance_main',
  bonus: 'balance_bonus',
  betting_bonus: 'balance_betting_bonus',
  fun: 'balance_fun',
} as const satisfies Record<string, keyof Balance>;

/** The socket's address on `origin` (ws: for http, wss: for https). */
export function liveBalanceUrl(origin: string): string {
  const url = new URL(LIVE_BALANCE_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const isMoney = (value: unknown): value is { amount: string; currency: string } =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { amount?: unknown }).amount === 'string' ||
    typeof (value as { amount?: unknown }).amount === 'number') &&
  typeof (value as { currency?: unknown }).currency === 'string';

/**
 * The balances a socket message carries, under the account's names; null for anything that
 * is not a balance message (pongs, garbage). Malformed entries are skipped, the rest apply.
 */
function balancesFromMessage(data: unknown): Partial<Balance> | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, balances } = message as { type?: unknown; balances?: unknown };
  if (type !== 'balance' || typeof balances !== 'object' || balances === null) return null;
  const result: Partial<Balance> = {};
  for (const [wire, key] of Object.entries(WIRE_KEYS)) {
    const value = (balances as Record<string, unknown>)[wire];
    if (isMoney(value)) result[key] = { amount: String(value.amount), currency: value.currency };
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … up to 30 s, less a
 * random part of up to half of it (`random` in [0, 1): 0 gives the full delay).
 */
function reconnectDelay(attempt: number, random = 0): number {
  const full = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(full * (1 - random / 2));
}

/** The part of a WebSocket the client uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

/** Effects of {@link createLiveBalance}. */
export interface LiveBalanceDeps {
  /**
   * The socket's address; a function when each connection needs a fresh one (bearer clients
   * such as the miniapp add account.getToken's short-lived `?token=`).
   */
  url: string | (() => Promise<string>);
  connect(url: string): SocketLike;
  timers: Timers;
  onBalances(balances: Partial<Balance>): void;
  log?: Logger;
  /** The jitter's source, in [0, 1); `Math.random` by default. */
  random?: () => number;
}

/** The socket client: `setActive(true)` connects (and keeps reconnecting), false closes. */
export function createLiveBalance(deps: LiveBalanceDeps) {
  let active = false;
  let socket: SocketLike | null = null;
  let retry: TimerHandle | null = null;
  let attempt = 0;

  const clearRetry = () => {
    if (retry !== null) deps.timers.clearTimeout(retry);
    retry = null;
  };

  const open = async () => {
    retry = null;
    if (!active || socket) return;
    let current: SocketLike;
    try {
      const url = typeof deps.url === 'string' ? deps.url : await deps.url();
      if (!active || socket) return;
      current = deps.connect(url);
    } catch (error) {
      deps.log?.(error);
      schedule();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
    };
    current.onmessage = (event) => {
      const balances = balancesFromMessage(event.data);
      if (balances) deps.onBalances(balances);
    };
    current.onerror = () => {
      // A close event follows; reconnecting happens there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      schedule();
    };
  };

  function schedule() {
    if (!active || retry !== null) return;
    const delay = reconnectDelay(attempt, (deps.random ?? Math.random)());
    retry = deps.timers.setTimeout(() => void open(), delay);
    attempt += 1;
  }

  const shut = () => {
    clearRetry();
    attempt = 0;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close(1000);
    }
  };

  return {
    /** Connects while signed in off game pages; closes otherwise. */
    setActive(next: boolean) {
      if (next === active) return;
      active = next;
      if (active) void open();
      else shut();
    },
    /** The connection is back: a pending reconnect happens now, with a fresh backoff. */
    reconnectNow() {
      if (!active || socket) return;
      clearRetry();
      attempt = 0;
      void open();
    },
    /** Whether a socket is open or connecting. */
    isConnected: () => socket !== null,
    dispose() {
      active = false;
      shut();
    },
  };
}

/** The live balance client's shape. */
export type LiveBalance = ReturnType<typeof createLiveBalance>;
