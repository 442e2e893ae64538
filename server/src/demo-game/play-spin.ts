/**
 * One spin with money: the outcome comes from the server's CSPRNG, the bet and the win move
 * as ONE balanced ledger transaction (player −bet +win, house +bet −win), recorded as a game
 * round in the same database transaction, and the live socket hears about it after commit.
 * Real frames bet from main, then bonus when main cannot cover the bet; demo frames bet fun
 * money (a signed-in player's fun balance in the ledger, a guest's on the game session).
 * Long on purpose: every kind of spin (real, bonus, fun, guest, free) settles here, so the
 * money rules cannot drift apart.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  gameRounds,
  games,
  gameSessions,
  providers,
  users,
  type BalanceKind,
  type HouseKind,
} from '../db/schema/index.ts';
import { InsufficientFundsError, ServerError } from '../errors.ts';
import { notifyBalanceChanged } from '../ledger/balance-events.ts';
import { getBalanceSheet } from '../ledger/balances.ts';
import { fromMinor } from '../ledger/money.ts';
import { postTransaction, type EntryInput } from '../ledger/post-transaction.ts';
import { recordPlay } from '../play/index.ts';
import {
  nextFreespinPack,
  settleFreeSpin,
  takeFreeSpin,
  type FreespinPack,
} from '../rewards/index.ts';
import type { GameSession } from './game-session.ts';
import { BET_LEVELS_MINOR } from './paytable.ts';
import { spinOutcome, winMinor, type RandomInt, type SpinOutcome } from './slot-engine.ts';

/** What the frame shows after a spin. */
export interface SpinResult {
  /** The game round id (null for a guest's demo spin, which is not history). */
  round_id: string | null;
  /** `grid[reel][row]` symbol ids. */
  grid: string[][];
  wins: { line: number; symbol: string; count: number; amount: string }[];
  bet: string;
  win: string;
  currency: string;
  balance_type: 'main' | 'bonus' | 'fun';
  /** The frame's balance as the site labels it: main (real) or fun (demo). FrameWallet. */
  balance: string;
  /** The bonus a real-money bet may also draw on; null in demo mode. */
  bonus: string | null;
  /** True when this spin was a free spin of a freespin pack (nothing was staked). */
  free_spin: boolean;
  /** The pack the next spin in this game plays for free, or null (always null in demo mode). */
  free_spins: FreeSpinsInfo | null;
  /**
   * Whether the frame may celebrate (banner, highlights): only a real gain — a win above the
   * stake, or any win of a free spin. A win smaller than the stake is a loss and is shown
   * plainly (issue 18; UKGC: no celebrating losses disguised as wins).
   */
  celebrate: boolean;
}

/** The freespin pack a frame plays next: what the slot page shows. */
export interface FreeSpinsInfo {
  pack_id: number;
  title: string;
  remaining: number;
  total: number;
  /** The stake each free spin plays at. */
  bet: string;
}

/** The pack the next real-money spin of this session plays for free, if any. */
export async function frameFreeSpins(db: Db, session: GameSession): Promise<FreeSpinsInfo | null> {
  if (session.userId === null || session.mode !== 'real') return null;
  const pack = await nextFreespinPack(db, session.userId, session.gameId, session.currency);
  return pack
    ? {
        pack_id: pack.id,
        title: pack.title,
        remaining: pack.remainingCount,
        total: pack.totalCount,
        bet: fromMinor(pack.betMinor),
      }
    : null;
}

/** The server's CSPRNG as the engine's integer source. */
const cryptoRandomInt: RandomInt = (max) => randomInt(max);

/** Bets the game allows: the slot's levels within the game's own limits. */
export function betLevelsFor(game: { minBetMinor: number; maxBetMinor: number }): number[] {
  const inRange = BET_LEVELS_MINOR.filter((b) => b >= game.minBetMinor && b <= game.maxBetMinor);
  return inRange.length > 0 ? inRange : [BET_LEVELS_MINOR[0]!];
}

function insufficient(): ServerError {
  return new ServerError('BillingTransactionDeclinedException', 'Insufficient funds', {
    errorData: { reason: 'insufficient_funds' },
  });
}

function resultOf(
  outcome: SpinOutcome,
  betMinor: bigint,
  win: bigint,
  currency: string,
  kind: 'main' | 'bonus' | 'fun',
  wallet: FrameWallet,
  roundId: number | null,
  free: { spin: boolean; next: FreeSpinsInfo | null } = { spin: false, next: null },
): SpinResult {
  return {
    round_id: roundId === null ? null : String(roundId),
    grid: outcome.grid.map((reel) => [...reel]),
    wins: outcome.wins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      amount: fromMinor(winMinor(betMinor, w.multiplier)),
    })),
    bet: fromMinor(betMinor),
    win: fromMinor(win),
    currency,
    balance_type: kind,
    balance: fromMinor(wallet.balance),
    bonus: wallet.bonus === null ? null : fromMinor(wallet.bonus),
    free_spin: free.spin,
    free_spins: free.next,
    celebrate: win > 0n && (free.spin || win > betMinor),
  };
}

/**
 * What a frame shows of the player's money, labelled as the site's header labels it (one
 * balance): real play shows "Real money" (main) with the bonus beside it, since a bet takes
 * main first and bonus when main cannot cover it; demo play shows fun money. Minor units.
 */
export interface FrameWallet {
  /** Main (real mode) or fun (demo mode, and a guest's session balance). */
  balance: bigint;
  /** The bonus balance a real-money bet may also draw on; null in demo mode. */
  bonus: bigint | null;
}

/** The wallet a frame shows for its session. */
export async function frameWallet(db: Db, session: GameSession): Promise<FrameWallet> {
  if (session.userId === null) return { balance: session.guestBalanceMinor ?? 0n, bonus: null };
  const sheet = await getBalanceSheet(db, session.userId, session.currency);
  return session.mode === 'demo'
    ? { balance: sheet.fun, bonus: null }
    : { balance: sheet.main, bonus: sheet.bonus };
}

async function guestSpin(
  db: Db,
  session: GameSession,
  betMinor: bigint,
  outcome: SpinOutcome,
): Promise<SpinResult> {
  const win = winMinor(betMinor, outcome.multiplier);
  const [row] = await db
    .update(gameSessions)
    .set({
      guestBalanceMinor: sql`${gameSessions.guestBalanceMinor} - ${betMinor.toString()}::bigint + ${win.toString()}::bigint`,
    })
    .where(
      and(eq(gameSessions.idHash, session.idHash), gte(gameSessions.guestBalanceMinor, betMinor)),
    )
    .returning({ balance: gameSessions.guestBalanceMinor });
  if (!row || row.balance === null) throw insufficient();
  return resultOf(
    outcome,
    betMinor,
    win,
    session.currency,
    'fun',
    { balance: row.balance, bonus: null },
    null,
  );
}

async function assertMayPlay(db: Db, userId: number): Promise<void> {
  const [user] = await db
    .select({ status: users.status, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .where(eq(users.id, userId));
  const excluded = user?.selfExcludedUntil && user.selfExcludedUntil > new Date();
  if (!user || user.status !== 'active' || excluded) {
    throw new ServerError('AccessDeniedException', 'This account cannot play');
  }
}

/**
 * A free spin of the player's soonest-expiring freespin pack usable in this game, or null
 * when they hold none: nothing is staked, the pack's count drops in the claiming UPDATE,
 * and the win is paid per the pack's rule (server/src/rewards/freespins.ts) — to main from
 * the house in this round's ledger transaction, or kept on the pack for its winnings bonus.
 * Play events record a zero stake (and the win) with balance kind `freespins`, so loyalty,
 * wagering and cashback, which count real money, never count free spins.
 */
async function freeSpin(
  db: Db,
  session: GameSession,
  provider: string,
  outcome: SpinOutcome,
  random: RandomInt,
): Promise<SpinResult | null> {
  const userId = session.userId!;
  const currency = session.currency;
  const done = await db.transaction(async (tx) => {
    const pack: FreespinPack | null = await takeFreeSpin(tx, userId, session.gameId, currency);
    if (!pack) return null;
    const betMinor = pack.betMinor;
    const win = winMinor(betMinor, outcome.multiplier);
    const [round] = await tx
      .insert(gameRounds)
      .values({
        userId,
        gameId: session.gameId,
        mode: 'real',
        balanceKind: 'freespins',
        currency,
        betMinor,
        status: 'open',
      })
      .returning({ id: gameRounds.id });
    if (!round) throw new Error('Round insert returned nothing');
    let winTransactionId: number | null = null;
    if (win > 0n && pack.wagerMultiplier <= 0) {
      const posted = await postTransaction(tx, {
        kind: 'game_round',
        reference: `round:${round.id}`,
        userId,
        meta: { game_id: session.gameId, mode: 'real', balance: 'main', freespin_pack: pack.id },
        entries: [
          { account: { userId, kind: 'main', currency }, amountMinor: win },
          { account: { house: 'house', currency }, amountMinor: -win },
        ],
      });
      winTransactionId = posted.id;
    }
    await settleFreeSpin(tx, pack, win);
    await tx
      .update(gameRounds)
      .set({
        winMinor: win,
        status: 'settled',
        winTransactionId,
        details: { grid: outcome.grid, wins: outcome.wins, freespin_pack: pack.id },
      })
      .where(eq(gameRounds.id, round.id));
    const play = {
      userId,
      source: 'casino' as const,
      reference: `round:${round.id}`,
      gameId: session.gameId,
      provider,
      currency,
      balanceKind: 'freespins',
    };
    await recordPlay(tx, { ...play, kind: 'bet', amountMinor: 0n }, { random });
    if (win > 0n) await recordPlay(tx, { ...play, kind: 'win', amountMinor: win }, { random });
    return { roundId: round.id, betMinor, win };
  });
  if (!done) return null;
  notifyBalanceChanged([userId]);
  const wallet = await frameWallet(db, session);
  const next = await frameFreeSpins(db, session);
  return resultOf(outcome, done.betMinor, done.win, currency, 'main', wallet, done.roundId, {
    spin: true,
    next,
  });
}

/**
 * Plays one spin of `betMinor` on the session (a free spin at the pack's bet instead, while
 * the player holds a freespin pack usable in this game). Throws InvalidParameterException for a bet
 * the game does not offer and BillingTransactionDeclinedException when funds are short.
 */
export async function playSpin(
  db: Db,
  session: GameSession,
  betMinor: bigint,
  random: RandomInt = cryptoRandomInt,
): Promise<SpinResult> {
  const [game] = await db
    .select({
      minBetMinor: games.minBetMinor,
      maxBetMinor: games.maxBetMinor,
      provider: providers.sysname,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.id, session.gameId));
  if (!game) throw new ServerError('MethodNotFoundException', 'Game not found');
  if (!betLevelsFor(game).some((b) => BigInt(b) === betMinor)) {
    throw new ServerError('InvalidParameterException', 'This bet is not offered', {
      invalidParameters: { bet: 'Choose one of the offered bets' },
    });
  }

  const outcome = spinOutcome(random);
  if (session.userId === null) return guestSpin(db, session, betMinor, outcome);

  const userId = session.userId;
  await assertMayPlay(db, userId);
  const win = winMinor(betMinor, outcome.multiplier);
  const kinds: ('main' | 'bonus' | 'fun')[] = session.mode === 'demo' ? ['fun'] : ['main', 'bonus'];
  const house: HouseKind = session.mode === 'demo' ? 'fun_pool' : 'house';
  const currency = session.currency;

  if (session.mode === 'real') {
    const free = await freeSpin(db, session, game.provider, outcome, random);
    if (free) return free;
  }

  const { roundId, kind } = await db.transaction(async (tx) => {
    const [round] = await tx
      .insert(gameRounds)
      .values({
        userId,
        gameId: session.gameId,
        mode: session.mode,
        balanceKind: kinds[0]!,
        currency,
        betMinor,
        status: 'open',
      })
      .returning({ id: gameRounds.id });
    if (!round) throw new Error('Round insert returned nothing');

    for (const kind of kinds) {
      const player = { userId, kind: kind as BalanceKind, currency };
      const entries: EntryInput[] = [
        { account: player, amountMinor: -betMinor },
        { account: { house, currency }, amountMinor: betMinor },
      ];
      // The debit comes first on the player's account, so the no-overdraft guard checks the
      // bet against the balance before the win, never the net.
      if (win > 0n) {
        entries.push({ account: player, amountMinor: win });
        entries.push({ account: { house, currency }, amountMinor: -win });
      }
      try {
        const posted = await postTransaction(tx, {
          kind: 'game_round',
          reference: `round:${round.id}`,
          userId,
          meta: { game_id: session.gameId, mode: session.mode, balance: kind },
          entries,
        });
        await tx
          .update(gameRounds)
          .set({
            balanceKind: kind,
            winMinor: win,
            status: 'settled',
            betTransactionId: posted.id,
            winTransactionId: posted.id,
            details: { grid: outcome.grid, wins: outcome.wins },
          })
          .where(eq(gameRounds.id, round.id));
        // Real-money rounds feed loyalty, tournaments, jackpots and wagering; fun rounds don't.
        if (session.mode === 'real') {
          const play = {
            userId,
            source: 'casino' as const,
            reference: `round:${round.id}`,
            gameId: session.gameId,
            provider: game.provider,
            currency,
            balanceKind: kind,
          };
          await recordPlay(tx, { ...play, kind: 'bet', amountMinor: betMinor }, { random });
          if (win > 0n) {
            await recordPlay(tx, { ...play, kind: 'win', amountMinor: win }, { random });
          }
        }
        return { roundId: round.id, kind };
      } catch (err) {
        if (!(err instanceof InsufficientFundsError)) throw err;
      }
    }
    throw insufficient();
  });

  notifyBalanceChanged([userId]);
  const wallet = await frameWallet(db, session);
  const next = session.mode === 'real' ? await frameFreeSpins(db, session) : null;
  return resultOf(outcome, betMinor, win, currency, kind, wallet, roundId, {
    spin: false,
    next,
  });
}
