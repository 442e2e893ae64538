/**
 * loyalty (§7): programmes, the player's standing (getinfo), the shop (getproducts,
 * buyproduct), characters and notices. The rules live in server/src/loyalty/ (README.md);
 * this file maps them onto the contract. The CMS functional settings decide whether clients
 * show loyalty and characters; the server always serves.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loyalty } from '@croupier/core/contract';
import type { Db } from '../../db/client.ts';
import {
  loyaltyAccounts,
  loyaltyCharacters,
  loyaltyProducts,
  loyaltyPrograms,
} from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import {
  buyProduct,
  characterView,
  defaultProgram,
  deliverNotices,
  ensureLoyaltyAccount,
  findLoyaltyAccount,
  levelsOf,
  localized,
  productView,
  programSummaryView,
  questsOf,
} from '../../loyalty/index.ts';
import type { SessionUser } from '../../sessions/session-store.ts';

function noProgramme(): ServerError {
  return new ServerError('MethodNotFoundException', 'No loyalty programme is running');
}

async function programBySysname(db: Db, sysname: string) {
  const [row] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, sysname));
  return row ?? null;
}

/** The programme a caller sees by default: the player's own, else the one new players join. */
async function programOf(db: Db, user: SessionUser | null) {
  const account = user ? await findLoyaltyAccount(db, user.id) : null;
  if (account) {
    const [row] = await db
      .select()
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.id, account.programId));
    if (row) return row;
  }
  return defaultProgram(db);
}

/** Mounts every loyalty method. */
export function registerLoyaltyGroup(app: FastifyInstance): void {
  registerMethod(app, loyalty.getPrograms, async ({ params, db, locale }) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(loyaltyPrograms)
        .orderBy(asc(loyaltyPrograms.priority), asc(loyaltyPrograms.id))
        .offset(params.offset)
        .limit(params.limit),
      db.select({ n: count() }).from(loyaltyPrograms),
    ]);
    return {
      items: rows.map((r) => programSummaryView(r, locale)),
      offset: params.offset,
      limit: params.limit,
      total: total?.n ?? 0,
    };
  });

  registerMethod(app, loyalty.getProgram, async ({ params, db, locale, user }) => {
    const program = await programBySysname(db, params.sysname);
    if (!program) throw new ServerError('MethodNotFoundException', 'Loyalty programme not found');
    const account = user ? await findLoyaltyAccount(db, user.id) : null;
    const member = account?.programId === program.id ? account : null;
    return {
      ...programSummaryView(program, locale),
      description: {
        title: localized(program.title, locale),
        text: localized(program.description, locale),
      },
      levels: await levelsOf(db, program.id, member?.earnedPoints ?? null, locale),
      quests: await questsOf(
        db,
        program.id,
        member && user ? { userId: user.id, currency: user.currency } : null,
        locale,
      ),
    };
  });

  registerMethod(app, loyalty.getinfo, async ({ db, locale, requireUser }) => {
    const user = requireUser();
    const account = await ensureLoyaltyAccount(db, user.id);
    if (!account) throw noProgramme();
    const [[program], [character]] = await Promise.all([
      db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, account.programId)),
      account.characterId === null
        ? Promise.resolve([])
        : db.select().from(loyaltyCharacters).where(eq(loyaltyCharacters.id, account.characterId)),
    ]);
    if (!program) throw noProgramme();
    return {
      id: program.id,
      sysname: program.sysname,
      is_active: program.isActive,
      points: account.points,
      earned_points: account.earnedPoints,
      character: character ? characterView(character, locale) : null,
      levels: await levelsOf(db, program.id, account.earnedPoints, locale),
      pointsAlias: localized(program.pointsAlias, locale),
      uid: user.id,
      quests: await questsOf(db, program.id, { userId: user.id, currency: user.currency }, locale),
    };
  });

  registerMethod(app, loyalty.getproducts, async ({ params, db, locale, user }) => {
    const program =
      params.program === undefined
        ? await programOf(db, user)
        : await programBySysname(db, params.program);
    if (!program) {
      if (params.program === undefined) throw noProgramme();
      throw new ServerError('InvalidParameterException', 'Unknown programme', {
        invalidParameters: { program: 'Unknown programme' },
      });
    }
    const where = and(
      eq(loyaltyProducts.programId, program.id),
      eq(loyaltyProducts.isActive, true),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(loyaltyProducts)
        .where(where)
        .orderBy(asc(loyaltyProducts.price), asc(loyaltyProducts.priority), asc(loyaltyProducts.id))
        .offset(params.offset)
        .limit(params.limit),
      db.select({ n: count() }).from(loyaltyProducts).where(where),
    ]);
    const currency = user?.currency ?? 'USD';
    return {
      items: rows.map((r) => productView(r, currency, locale)),
      offset: params.offset,
      limit: params.limit,
      total: total?.n ?? 0,
    };
  });

  registerMethod(app, loyalty.buyproduct, async ({ params, db, requireUser, idempotencyKey }) => {
    const user = requireUser();
    await buyProduct(db, user.id, params.id, new Date(), idempotencyKey ?? null);
    return 1 as const;
  });

  registerMethod(app, loyalty.getcharacters, async ({ params, db, locale }) => {
    const where = eq(loyaltyCharacters.isActive, true);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(loyaltyCharacters)
        .where(where)
        .orderBy(asc(loyaltyCharacters.priority), asc(loyaltyCharacters.id))
        .offset(params.offset)
        .limit(params.limit),
      db.select({ n: count() }).from(loyaltyCharacters).where(where),
    ]);
    return {
      items: rows.map((r) => characterView(r, locale)),
      offset: params.offset,
      limit: params.limit,
      total: total?.n ?? 0,
    };
  });

  registerMethod(app, loyalty.setcharacter, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const [character] = await db
      .select({ id: loyaltyCharacters.id })
      .from(loyaltyCharacters)
      .where(and(eq(loyaltyCharacters.id, params.id), eq(loyaltyCharacters.isActive, true)));
    if (!character) {
      throw new ServerError('InvalidParameterException', 'Unknown character', {
        invalidParameters: { id: 'Unknown character' },
      });
    }
    const account = await ensureLoyaltyAccount(db, user.id);
    if (!account) throw noProgramme();
    await db
      .update(loyaltyAccounts)
      .set({ characterId: character.id, updatedAt: new Date() })
      .where(eq(loyaltyAccounts.userId, user.id));
    return 1 as const;
  });

  registerMethod(app, loyalty.getnotifications, async ({ db, locale, requireUser }) => {
    const user = requireUser();
    return deliverNotices(db, user.id, locale);
  });
}
