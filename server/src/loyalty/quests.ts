/**
 * Quests: progress driven by play events (stakes from the main balance, like points), one
 * completion per player. Completing a quest credits its points (which may level the player
 * up), grants its reward through `grantReward`, and leaves a quest notice.
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { loyalty } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import {
  games,
  loyaltyPrograms,
  loyaltyQuestGames,
  loyaltyQuestProgress,
  loyaltyQuests,
  type GameType,
  type QuestGoal,
} from '../db/schema/index.ts';
import { fromMinor, toMinor } from '../ledger/money.ts';
import type { PlayEvent } from '../play/play-types.ts';
import { grantReward, InvalidRewardError } from '../rewards/index.ts';
import type { LoyaltyAccount } from './loyalty-account.ts';
import { fillMoney, localized, localizedOptional } from './localized.ts';
import { loyaltyImage } from './loyalty-images.ts';
import { addNotice, noticeTexts } from './notices.ts';
import { movePoints } from './points.ts';
import { rewardFor } from './reward-template.ts';

type QuestRow = typeof loyaltyQuests.$inferSelect;

/** The goal in the units progress is stored in (minor units or a count); null if unreachable. */
function questTarget(goal: QuestGoal, currency: string): bigint | null {
  if (goal.kind === 'wager') {
    const amount = goal.amounts[currency];
    return amount === undefined ? null : toMinor(amount);
  }
  return BigInt(goal.count);
}

/** Quests of a programme that can still progress at `now`. */
function openQuests(programId: number, now: Date) {
  return and(
    eq(loyaltyQuests.programId, programId),
    eq(loyaltyQuests.isActive, true),
    or(isNull(loyaltyQuests.expiresAt), gt(loyaltyQuests.expiresAt, now)),
  );
}

async function complete(
  tx: Db,
  account: LoyaltyAccount,
  quest: QuestRow,
  currency: string,
  now: Date,
): Promise<void> {
  const [done] = await tx
    .update(loyaltyQuestProgress)
    .set({ completedAt: now })
    .where(
      and(
        eq(loyaltyQuestProgress.userId, account.userId),
        eq(loyaltyQuestProgress.questId, quest.id),
        isNull(loyaltyQuestProgress.completedAt),
      ),
    )
    .returning({ questId: loyaltyQuestProgress.questId });
  if (!done) return;
  const reference = `quest:${quest.id}:${account.userId}`;
  if (quest.rewardPoints > 0) {
    await movePoints(tx, {
      userId: account.userId,
      amount: quest.rewardPoints,
      reason: 'quest',
      reference,
      now,
    });
  }
  if (quest.reward) {
    const reward = await rewardFor(tx, quest.reward, currency, localized(quest.title, 'en'));
    if (reward) {
      try {
        // A savepoint: a reward that cannot be granted (no slot for its spins) must not undo
        // the bet that completed the quest; the points and the notice still stand.
        await tx.transaction((sp) =>
          grantReward(sp, {
            userId: account.userId,
            currency,
            reference: `loyalty-quest:${quest.id}:${account.userId}`,
            reward,
          }),
        );
      } catch (err) {
        if (!(err instanceof InvalidRewardError)) throw err;
      }
    }
  }
  const [program] = await tx
    .select({ pointsAlias: loyaltyPrograms.pointsAlias })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, quest.programId));
  await addNotice(tx, {
    userId: account.userId,
    trigger: 'quest',
    type: 'credit',
    amount: quest.rewardPoints,
    amountType: 'points',
    ...noticeTexts('quest', {
      quest: quest.title,
      points: quest.rewardPoints,
      alias: program?.pointsAlias ?? { en: 'points' },
    }),
    image: quest.image,
    now,
  });
}

/** How far one play event moves a quest (0 when it does not count). */
async function stepOf(
  tx: Db,
  account: LoyaltyAccount,
  quest: QuestRow,
  event: PlayEvent,
  gameType: () => Promise<GameType | null>,
): Promise<bigint> {
  const goal = quest.goal;
  if (goal.source && goal.source !== event.source) return 0n;
  if (goal.gameType && goal.gameType !== (await gameType())) return 0n;
  switch (goal.kind) {
    case 'wager':
      return goal.amounts[event.currency] === undefined ? 0n : event.amountMinor;
    case 'bets':
      return 1n;
    case 'distinct_games': {
      if (event.gameId === null) return 0n;
      const added = await tx
        .insert(loyaltyQuestGames)
        .values({ userId: account.userId, questId: quest.id, gameId: event.gameId })
        .onConflictDoNothing()
        .returning({ gameId: loyaltyQuestGames.gameId });
      return added.length > 0 ? 1n : 0n;
    }
  }
}

/** Moves the player's open quests by a real-money stake; completes those that reach their goal. */
export async function advanceQuests(
  tx: Db,
  account: LoyaltyAccount,
  event: PlayEvent,
  now: Date = event.createdAt,
): Promise<void> {
  const rows = await tx
    .select({ quest: loyaltyQuests, completedAt: loyaltyQuestProgress.completedAt })
    .from(loyaltyQuests)
    .leftJoin(
      loyaltyQuestProgress,
      and(
        eq(loyaltyQuestProgress.questId, loyaltyQuests.id),
        eq(loyaltyQuestProgress.userId, account.userId),
      ),
    )
    .where(openQuests(account.programId, now))
    .orderBy(asc(loyaltyQuests.priority), asc(loyaltyQuests.id));
  let type: Promise<GameType | null> | undefined;
  const gameType = () =>
    (type ??= (async () => {
      if (event.gameId === null) return null;
      const [g] = await tx
        .select({ type: games.type })
        .from(games)
        .where(eq(games.id, event.gameId));
      return g?.type ?? null;
    })());

  for (const { quest, completedAt } of rows) {
    if (completedAt) continue;
    const target = questTarget(quest.goal, event.currency);
    if (target === null) continue;
    const step = await stepOf(tx, account, quest, event, gameType);
    if (step === 0n) continue;
    const [progress] = await tx
      .insert(loyaltyQuestProgress)
      .values({ userId: account.userId, questId: quest.id, current: step, updatedAt: now })
      .onConflictDoUpdate({
        target: [loyaltyQuestProgress.userId, loyaltyQuestProgress.questId],
        set: { current: sql`${loyaltyQuestProgress.current} + ${step}`, updatedAt: now },
      })
      .returning({ current: loyaltyQuestProgress.current });
    if (progress && progress.current >= target) {
      await complete(tx, account, quest, event.currency, now);
    }
  }
}

/** A quest as the contract shows it; progress null for guests and non-members. */
function questView(
  quest: QuestRow,
  progress: { current: bigint; completedAt: Date | null } | null,
  currency: string,
  locale: string,
): loyalty.Quest {
  const target = questTarget(quest.goal, currency);
  const asNumber = (v: bigint) => (quest.goal.kind === 'wager' ? Number(fromMinor(v)) : Number(v));
  const text = localizedOptional(quest.description, locale);
  const goal = quest.goal;
  const description =
    text === undefined
      ? undefined
      : fillMoney(text, goal.kind === 'wager' ? { amount: goal.amounts } : {}, currency);
  let shown: loyalty.Quest['progress'] = null;
  if (progress && target !== null) {
    const current = progress.current > target ? target : progress.current;
    shown = { current: asNumber(current), min: 0, max: asNumber(target) };
  }
  return {
    id: quest.id,
    title: localized(quest.title, locale),
    ...(description === undefined ? {} : { description }),
    image: quest.image ? loyaltyImage(quest.image, 'quest') : null,
    reward_points: quest.rewardPoints,
    progress: shown,
    is_completed: progress?.completedAt != null,
    expires_at: quest.expiresAt ? quest.expiresAt.toISOString() : null,
  };
}

/** A programme's quests (open or finished by the player) with the player's progress. */
export async function questsOf(
  db: Db,
  programId: number,
  player: { userId: number; currency: string } | null,
  locale: string,
  now: Date = new Date(),
): Promise<loyalty.Quest[]> {
  const rows = await db
    .select({
      quest: loyaltyQuests,
      current: loyaltyQuestProgress.current,
      completedAt: loyaltyQuestProgress.completedAt,
    })
    .from(loyaltyQuests)
    .leftJoin(
      loyaltyQuestProgress,
      and(
        eq(loyaltyQuestProgress.questId, loyaltyQuests.id),
        eq(loyaltyQuestProgress.userId, player?.userId ?? -1),
      ),
    )
    .where(and(eq(loyaltyQuests.programId, programId), eq(loyaltyQuests.isActive, true)))
    .orderBy(asc(loyaltyQuests.priority), asc(loyaltyQuests.id));
  return rows
    .filter((r) => r.completedAt !== null || !r.quest.expiresAt || r.quest.expiresAt > now)
    .map((r) =>
      questView(
        r.quest,
        player ? { current: r.current ?? 0n, completedAt: r.completedAt } : null,
        player?.currency ?? 'USD',
        locale,
      ),
    );
}
