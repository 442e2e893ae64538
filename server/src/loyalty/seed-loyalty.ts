/**
 * Seeds the demo programme (demo-loyalty.ts) idempotently: every row is keyed by its sysname
 * and inserted with ON CONFLICT DO NOTHING, so a restart adds nothing twice and never resets
 * what players changed (stock bought, characters picked).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  loyaltyCharacters,
  loyaltyLevels,
  loyaltyProducts,
  loyaltyPrograms,
  loyaltyQuests,
} from '../db/schema/index.ts';
import {
  DEMO_CHARACTERS,
  DEMO_LEVELS,
  DEMO_PRODUCTS,
  DEMO_PROGRAM,
  DEMO_QUESTS,
} from './demo-loyalty.ts';
import { loyaltyMediaPath } from './loyalty-artwork.ts';

/** What the seed added (all zeros on a second run). */
export interface LoyaltySeedResult {
  programId: number;
  inserted: number;
}

/** Seeds the demo loyalty programme, its levels, characters, shop and quests. */
export async function seedLoyalty(db: Db): Promise<LoyaltySeedResult> {
  return db.transaction(async (tx) => {
    let inserted = 0;
    const count = (rows: unknown[]) => {
      inserted += rows.length;
    };
    count(
      await tx
        .insert(loyaltyPrograms)
        .values({
          sysname: DEMO_PROGRAM.sysname,
          title: { ...DEMO_PROGRAM.title },
          description: { ...DEMO_PROGRAM.description },
          pointsAlias: { ...DEMO_PROGRAM.pointsAlias },
          image: loyaltyMediaPath('programs', DEMO_PROGRAM.sysname),
        })
        .onConflictDoNothing()
        .returning({ id: loyaltyPrograms.id }),
    );
    const [program] = await tx
      .select({ id: loyaltyPrograms.id })
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.sysname, DEMO_PROGRAM.sysname));
    if (!program) throw new Error('Demo loyalty programme missing after insert');
    const programId = program.id;

    count(
      await tx
        .insert(loyaltyLevels)
        .values(
          DEMO_LEVELS.map((l) => ({
            programId,
            sysname: l.sysname,
            name: l.name,
            points: l.points,
            image: loyaltyMediaPath('levels', l.sysname),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: loyaltyLevels.id }),
    );
    count(
      await tx
        .insert(loyaltyCharacters)
        .values(
          DEMO_CHARACTERS.map((c, i) => ({
            sysname: c.sysname,
            name: c.name,
            description: c.description,
            image: loyaltyMediaPath('characters', c.sysname),
            priority: i,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: loyaltyCharacters.id }),
    );
    count(
      await tx
        .insert(loyaltyProducts)
        .values(
          DEMO_PRODUCTS.map((p, i) => ({
            programId,
            sysname: p.sysname,
            title: p.title,
            description: p.description,
            image: loyaltyMediaPath('products', p.sysname),
            type: p.type,
            price: p.price,
            reward: p.reward,
            stock: p.stock,
            priority: i,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: loyaltyProducts.id }),
    );
    count(
      await tx
        .insert(loyaltyQuests)
        .values(
          DEMO_QUESTS.map((q, i) => ({
            programId,
            sysname: q.sysname,
            title: q.title,
            description: q.description,
            image: loyaltyMediaPath('quests', q.sysname),
            goal: q.goal,
            rewardPoints: q.rewardPoints,
            reward: q.reward ?? null,
            priority: i,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: loyaltyQuests.id }),
    );
    return { programId, inserted };
  });
}
