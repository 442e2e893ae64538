/**
 * Loyalty notices (§3 Loyalty notice): written by the events that earn them (level up, quest
 * done, product bought) in every locale at once, handed out once by getnotifications.
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { loyalty } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { loyaltyNotices, type LocalizedText } from '../db/schema/index.ts';
import { fillTemplate, localized } from './localized.ts';
import { NOTICE_TTL_DAYS, NOTICES_PER_DELIVERY } from './loyalty-rules.ts';
import { loyaltyImage } from './loyalty-images.ts';

/** A notice to store. */
export interface NewNotice {
  userId: number;
  trigger: loyalty.LoyaltyNotice['trigger'];
  type: loyalty.LoyaltyNotice['type'];
  amount: number | string | null;
  amountType: loyalty.LoyaltyNotice['amountType'];
  title: LocalizedText;
  message: LocalizedText;
  /** Same-origin path of the original artwork. */
  image: string | null;
  now?: Date;
}

/** Stores a notice; call it inside the transaction of the event it reports. */
export async function addNotice(db: Db, notice: NewNotice): Promise<string> {
  const id = nanoid();
  await db.insert(loyaltyNotices).values({
    id,
    userId: notice.userId,
    trigger: notice.trigger,
    type: notice.type,
    amount: notice.amount === null ? null : String(notice.amount),
    amountType: notice.amountType,
    title: notice.title,
    message: notice.message,
    image: notice.image,
    ...(notice.now ? { createdAt: notice.now } : {}),
  });
  return id;
}

/**
 * The player's undelivered notices (oldest first), marked delivered in the same statement so
 * two concurrent calls never hand out the same notice.
 */
export async function deliverNotices(
  db: Db,
  userId: number,
  locale: string,
  now: Date = new Date(),
): Promise<loyalty.LoyaltyNotice[]> {
  const since = new Date(now.getTime() - NOTICE_TTL_DAYS * 86_400_000);
  const pending = await db
    .select({ id: loyaltyNotices.id })
    .from(loyaltyNotices)
    .where(
      and(
        eq(loyaltyNotices.userId, userId),
        isNull(loyaltyNotices.deliveredAt),
        gt(loyaltyNotices.createdAt, since),
      ),
    )
    .orderBy(asc(loyaltyNotices.createdAt), asc(loyaltyNotices.id))
    .limit(NOTICES_PER_DELIVERY);
  if (pending.length === 0) return [];
  const rows = await db
    .update(loyaltyNotices)
    .set({ deliveredAt: now })
    .where(
      and(
        inArray(
          loyaltyNotices.id,
          pending.map((p) => p.id),
        ),
        isNull(loyaltyNotices.deliveredAt),
      ),
    )
    .returning();
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return rows.map((r) => ({
    id: r.id,
    trigger: r.trigger as loyalty.LoyaltyNotice['trigger'],
    amount: r.amount === null ? null : Number(r.amount),
    type: r.type,
    image: r.image ? loyaltyImage(r.image, 'notice') : null,
    title: localized(r.title, locale),
    message: localized(r.message, locale),
    amountType: r.amountType,
  }));
}

/** Notice texts per trigger, with `{placeholders}`. */
export const NOTICE_TEXTS = {
  level: {
    title: { en: 'Level up!', ru: 'Новый уровень!', pt: 'Subiu de nível!' },
    message: {
      en: 'You reached the {level} level.',
      ru: 'Вы достигли уровня «{level}».',
      pt: 'Você alcançou o nível {level}.',
    },
  },
  quest: {
    title: { en: 'Quest complete', ru: 'Задание выполнено', pt: 'Missão cumprida' },
    message: {
      en: '“{quest}” is done: +{points} {alias}.',
      ru: '«{quest}» выполнено: +{points} {alias}.',
      pt: '“{quest}” concluída: +{points} {alias}.',
    },
  },
  product: {
    title: { en: 'Purchase complete', ru: 'Покупка совершена', pt: 'Compra concluída' },
    message: {
      en: '{product} is yours for {price} {alias}.',
      ru: '«{product}» ваш за {price} {alias}.',
      pt: '{product} é seu por {price} {alias}.',
    },
  },
} as const satisfies Record<string, { title: LocalizedText; message: LocalizedText }>;

/** Title and message of a trigger's notice, filled in every locale. */
export function noticeTexts(
  trigger: keyof typeof NOTICE_TEXTS,
  values: Record<string, LocalizedText | string | number>,
): { title: LocalizedText; message: LocalizedText } {
  const texts = NOTICE_TEXTS[trigger];
  return { title: fillTemplate(texts.title, values), message: fillTemplate(texts.message, values) };
}
