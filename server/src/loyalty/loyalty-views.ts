/** Loyalty rows as the contract shows them, in the request's locale. */
import { asc, eq } from 'drizzle-orm';
import type { loyalty } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import type { loyaltyCharacters, loyaltyProducts, loyaltyPrograms } from '../db/schema/index.ts';
import { loyaltyLevels } from '../db/schema/index.ts';
import { fillMoney, localized, localizedOptional } from './localized.ts';
import { loyaltyImage } from './loyalty-images.ts';
import { offeredIn } from './reward-template.ts';

/** A character. */
export function characterView(
  row: typeof loyaltyCharacters.$inferSelect,
  locale: string,
): loyalty.Character {
  const description = localizedOptional(row.description, locale);
  return {
    id: row.id,
    name: localized(row.name, locale),
    image: loyaltyImage(row.image, 'character'),
    ...(description === undefined ? {} : { description }),
  };
}

/**
 * A programme's levels, lowest first; `earnedPoints` (lifetime) marks those reached and the
 * current one, null for guests and players of another programme.
 */
export async function levelsOf(
  db: Db,
  programId: number,
  earnedPoints: number | null,
  locale: string,
): Promise<loyalty.Level[]> {
  const rows = await db
    .select()
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.programId, programId))
    .orderBy(asc(loyaltyLevels.points));
  const reached = rows.filter((l) => earnedPoints !== null && l.points <= earnedPoints);
  const current = reached[reached.length - 1];
  return rows.map((l) => ({
    id: l.id,
    name: localized(l.name, locale),
    points: l.points,
    image: l.image ? loyaltyImage(l.image, 'level') : null,
    is_reached: earnedPoints !== null && l.points <= earnedPoints,
    is_current: current?.id === l.id,
  }));
}

/** A programme in a list. */
export function programSummaryView(
  row: typeof loyaltyPrograms.$inferSelect,
  locale: string,
): loyalty.ProgramSummary {
  return {
    sysname: row.sysname,
    title: localized(row.title, locale),
    image: row.image ? loyaltyImage(row.image, 'program') : null,
    is_active: row.isActive,
  };
}

/** A shop product; available when in stock and offered in `currency`. */
export function productView(
  row: typeof loyaltyProducts.$inferSelect,
  currency: string,
  locale: string,
): loyalty.Product {
  const text = localizedOptional(row.description, locale);
  const reward = row.reward;
  const description =
    text === undefined
      ? undefined
      : fillMoney(
          text,
          reward.type === 'freespins' ? { bet: reward.bets } : { amount: reward.amounts },
          currency,
        );
  return {
    id: row.id,
    title: localized(row.title, locale),
    ...(description === undefined ? {} : { description }),
    image: row.image ? loyaltyImage(row.image, 'product') : null,
    price: row.price,
    type: row.type,
    stock: row.stock,
    is_available: row.isActive && row.stock !== 0 && offeredIn(row.reward, currency),
  };
}
