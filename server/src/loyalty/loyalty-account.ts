/**
 * A player's loyalty account, opened on first use (first real-money bet, first getinfo…) in
 * the first active programme, at its lowest level, with the character picked at registration.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  loyaltyAccounts,
  loyaltyCharacters,
  loyaltyLevels,
  loyaltyPrograms,
  userRegistrations,
} from '../db/schema/index.ts';

/** A loyalty account row. */
export type LoyaltyAccount = typeof loyaltyAccounts.$inferSelect;

/** The programme new players join: the first active one by priority, or null when none. */
export async function defaultProgram(db: Db): Promise<typeof loyaltyPrograms.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.isActive, true))
    .orderBy(asc(loyaltyPrograms.priority), asc(loyaltyPrograms.id))
    .limit(1);
  return row ?? null;
}

/** The player's account, or null when they have none yet. */
export async function findLoyaltyAccount(db: Db, userId: number): Promise<LoyaltyAccount | null> {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId));
  return row ?? null;
}

/** The player's account, opened now if needed; null when no programme is active. */
export async function ensureLoyaltyAccount(db: Db, userId: number): Promise<LoyaltyAccount | null> {
  const existing = await findLoyaltyAccount(db, userId);
  if (existing) return existing;
  const program = await defaultProgram(db);
  if (!program) return null;
  const [level] = await db
    .select({ id: loyaltyLevels.id })
    .from(loyaltyLevels)
    .where(and(eq(loyaltyLevels.programId, program.id), eq(loyaltyLevels.points, 0)));
  const [chosen] = await db
    .select({ id: loyaltyCharacters.id })
    .from(userRegistrations)
    .innerJoin(loyaltyCharacters, eq(loyaltyCharacters.id, userRegistrations.characterId))
    .where(and(eq(userRegistrations.userId, userId), eq(loyaltyCharacters.isActive, true)));
  await db
    .insert(loyaltyAccounts)
    .values({
      userId,
      programId: program.id,
      levelId: level?.id ?? null,
      characterId: chosen?.id ?? null,
    })
    .onConflictDoNothing();
  return findLoyaltyAccount(db, userId);
}
