/**
 * Buying a shop product: in ONE transaction the account is locked, the price is checked, the
 * stock taken, the points spent (journal entry `product:purchase:{id}`), the reward granted
 * through `grantReward` and a product notice written. Any refusal throws before anything is
 * written, so too few points changes nothing at all.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  loyaltyAccounts,
  loyaltyProducts,
  loyaltyPrograms,
  loyaltyPurchases,
  users,
} from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { notifyBalanceChanged } from '../ledger/balance-events.ts';
import { grantReward, InvalidRewardError, type GrantedReward } from '../rewards/index.ts';
import { localized } from './localized.ts';
import { ensureLoyaltyAccount } from './loyalty-account.ts';
import { addNotice, noticeTexts } from './notices.ts';
import { movePoints } from './points.ts';
import { noticeAmountOf, rewardFor } from './reward-template.ts';

/** A completed purchase. */
export interface Purchase {
  purchaseId: number;
  pointsLeft: number;
  granted: GrantedReward;
}

function refused(reason: 'INSUFFICIENT_POINTS' | 'OUT_OF_STOCK', message: string, extra = {}) {
  return new ServerError('InvalidRequestException', message, {
    errorData: { reason, ...extra },
  });
}

function unknownProduct(): ServerError {
  return new ServerError('InvalidParameterException', 'Unknown product', {
    invalidParameters: { id: 'Unknown product' },
  });
}

/** Buys product `productId` for the player; see the file comment for the refusals. */
export async function buyProduct(
  db: Db,
  userId: number,
  productId: number,
  now: Date = new Date(),
  /** The call's Idempotency-Key: a purchase already made under it is answered, not repeated. */
  idempotencyKey: string | null = null,
): Promise<Purchase> {
  const purchase = await db.transaction(async (tx) => {
    const opened = await ensureLoyaltyAccount(tx, userId);
    if (!opened) throw unknownProduct();
    // One purchase at a time per player: the account row is the lock.
    const [account] = await tx
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, userId))
      .for('update');
    // A retry taking over the key of a run that died after committing finds its purchase.
    const [earlier] = idempotencyKey
      ? await tx
          .select()
          .from(loyaltyPurchases)
          .where(
            and(
              eq(loyaltyPurchases.userId, userId),
              eq(loyaltyPurchases.idempotencyKey, idempotencyKey),
            ),
          )
      : [];
    if (earlier && account) {
      return {
        purchaseId: earlier.id,
        pointsLeft: account.points,
        granted: {
          type: (earlier.grantedType ?? 'money') as GrantedReward['type'],
          id: earlier.grantedId ?? '',
        },
      };
    }
    const [product] = await tx
      .select()
      .from(loyaltyProducts)
      .where(
        and(
          eq(loyaltyProducts.id, productId),
          eq(loyaltyProducts.programId, opened.programId),
          eq(loyaltyProducts.isActive, true),
        ),
      );
    if (!account || !product) throw unknownProduct();
    const [user] = await tx
      .select({ currency: users.currency })
      .from(users)
      .where(eq(users.id, userId));
    const currency = user?.currency ?? 'USD';
    const title = localized(product.title, 'en');
    const reward = await rewardFor(tx, product.reward, currency, title);
    if (!reward) {
      throw new ServerError('InvalidParameterException', 'Not offered in your currency', {
        invalidParameters: { id: 'This product is not offered in your currency' },
      });
    }
    if (account.points < product.price) {
      throw refused('INSUFFICIENT_POINTS', 'Not enough points for this product', {
        points: account.points,
        price: product.price,
      });
    }
    if (product.stock !== null) {
      const [taken] = await tx
        .update(loyaltyProducts)
        .set({ stock: sql`${loyaltyProducts.stock} - 1` })
        .where(and(eq(loyaltyProducts.id, product.id), gt(loyaltyProducts.stock, 0)))
        .returning({ stock: loyaltyProducts.stock });
      if (!taken) throw refused('OUT_OF_STOCK', 'This product is sold out');
    }
    const [row] = await tx
      .insert(loyaltyPurchases)
      .values({
        userId,
        productId: product.id,
        price: product.price,
        currency,
        idempotencyKey,
        createdAt: now,
      })
      .returning({ id: loyaltyPurchases.id });
    if (!row) throw new Error('Purchase insert returned nothing');
    const moved = await movePoints(tx, {
      userId,
      amount: -product.price,
      reason: 'product',
      reference: `purchase:${row.id}`,
      now,
    });
    let granted: GrantedReward;
    try {
      granted = await grantReward(tx, {
        userId,
        currency,
        reference: `loyalty-product:${row.id}`,
        reward,
      });
    } catch (err) {
      if (err instanceof InvalidRewardError) {
        throw new ServerError('InvalidRequestException', 'This product cannot be delivered now', {
          cause: err,
        });
      }
      throw err;
    }
    await tx
      .update(loyaltyPurchases)
      .set({ grantedType: granted.type, grantedId: granted.id })
      .where(eq(loyaltyPurchases.id, row.id));
    const [program] = await tx
      .select({ pointsAlias: loyaltyPrograms.pointsAlias })
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.id, product.programId));
    await addNotice(tx, {
      userId,
      trigger: 'product',
      type: 'credit',
      ...noticeAmountOf(product.reward, currency),
      ...noticeTexts('product', {
        product: product.title,
        price: product.price,
        alias: program?.pointsAlias ?? { en: 'points' },
      }),
      image: product.image,
      now,
    });
    return { purchaseId: row.id, pointsLeft: moved.points, granted };
  });
  notifyBalanceChanged([userId]);
  return purchase;
}
