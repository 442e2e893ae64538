/**
 * The demo sportsbook over real HTTP for tests: launching the frame, calling its API with the
 * game token, pinning the book's clock, and finding events and selections with the outcomes a
 * test needs (from the same deterministic schedule the server prices).
 */
import { eq } from 'drizzle-orm';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';
import { ledgerTransactions, playEvents, sportBets } from '../src/db/schema/index.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { eventsBetween, type SportEvent } from '../src/sportsbook/schedule.ts';
import { statusAt } from '../src/sportsbook/event-state.ts';
import { type SportsbookPageConfig } from '../src/sportsbook/sportsbook-page.ts';
import { eventStateAt, selectionResult } from '../src/sportsbook/event-state.ts';
import type { TestClient, TestServer } from './helpers.ts';
import { readSportsbookConfig } from './page-config.ts';

/** A fixed moment the tests pin the book's clock to (3 s into an odds tick). */
export const T0 = Date.UTC(2026, 10, 21, 12, 0, 3);

/** An API answer. */
interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls the sportsbook API as the frame does (text/plain JSON, no cookies). */
export async function sb(server: TestServer, path: string, payload?: unknown): Promise<Answer> {
  const res = await fetch(`${server.url}/platform/sportsbook-api${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: payload === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Launches the sportsbook frame as `client` and answers its start configuration. */
export async function launchBook(client: TestClient): Promise<SportsbookPageConfig> {
  const res = await client.get(`/platform/game/${SPORTSBOOK_SYSNAME}/play`);
  const config = readSportsbookConfig(res.body as string);
  if (!config) throw new Error(`No sportsbook config (status ${res.status})`);
  return config;
}

/** Pins the book's clock. */
export function pinClock(server: TestServer, at: number): void {
  server.app.sportsbook.now = () => at;
}

/** A selection as the slip sends it. */
export interface Pick {
  event_id: string;
  market: string;
  outcome: string;
  odds: string;
}

/** Upcoming events (not called off) at `at`, soonest first. */
export function upcomingAt(at: number, hours = 2): SportEvent[] {
  return eventsBetween(at, at + hours * 3600_000).filter(
    (e) => !e.cancelled && statusAt(e, at) === 'upcoming',
  );
}

/** The selection of `event`'s `market` whose result is `result`, priced at `at`. */
export function pickWith(
  event: SportEvent,
  result: 'won' | 'lost',
  at: number,
  market?: string,
): Pick | null {
  for (const m of eventStateAt(event, at).markets) {
    if (market && m.id !== market) continue;
    if (m.suspended) continue;
    for (const o of m.outcomes) {
      if (o.oddsX100 === null) continue;
      if (selectionResult(event, m.id, o.id) === result) {
        return { event_id: event.id, market: m.id, outcome: o.id, odds: oddsOf(o.oddsX100) };
      }
    }
  }
  return null;
}

/** Winning (or losing) selections on `n` different upcoming events at `at`. */
export function picks(at: number, result: 'won' | 'lost', n: number, skip = 0): Pick[] {
  const out: Pick[] = [];
  for (const e of upcomingAt(at, 3).slice(skip)) {
    const p = pickWith(e, result, at, '1x2') ?? pickWith(e, result, at);
    if (p) out.push(p);
    if (out.length === n) return out;
  }
  throw new Error(`Only ${out.length} ${result} picks at ${new Date(at).toISOString()}`);
}

/** 215 → "2.15". */
export function oddsOf(x100: number): string {
  return (x100 / 100).toFixed(2);
}

/** The player's balances in minor units. */
export async function sheetOf(server: TestServer, userId: number) {
  return getBalanceSheet(server.db, userId, 'USD');
}

/** The player's sport play events. */
export async function playsOf(server: TestServer, userId: number) {
  return server.db.select().from(playEvents).where(eq(playEvents.userId, userId));
}

/** The player's bets as stored. */
export async function betsOf(server: TestServer, userId: number) {
  return server.db.select().from(sportBets).where(eq(sportBets.userId, userId));
}

/** The player's ledger transactions. */
export async function transactionsOf(server: TestServer, userId: number) {
  return server.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId));
}
