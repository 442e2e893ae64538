/**
 * Campaign popups (§2.1 #popup-preview, §2.3, §4 Registration queue; §7 popups.get).
 *
 * Who sees which popup now (running: started, not finished; highest priority first):
 * - guests: `visit` popups (a guest has no impressions; the client remembers shown ids);
 * - players: `visit` and `login` popups; `registration` popups while the account is younger
 *   than NEW_PLAYER_DAYS; `deposit` popups once the player has a successful deposit.
 * How often: serving a popup to a player records an impression (serving is showing: the
 * clients call popups.get only to queue what they show). A popup is served again only after
 * `repeat_after_hours` (null: once per player); a `deposit` popup is also due again after each
 * later successful deposit. Preview by id answers the popup whatever its trigger or dates and
 * records nothing.
 * How many: a player is served at most one popup per call, the highest priority due (issue
 * 19: three campaign popups stacked on a new player's first screen). The others stay due,
 * unrecorded, for the next call.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { popups } from '@croupier/core/contract';
import { sanitizeHtml } from '../cms/index.ts';
import type { Db } from '../db/client.ts';
import { campaignPopups, deposits, popupImpressions, users } from '../db/schema/index.ts';
import { proxyImageSet } from '../image-proxy/index.ts';
import { NEW_PLAYER_DAYS, OFFER_IMAGE } from './campaign-rules.ts';
import { localized } from './localized.ts';

/** A popup row. */
export type PopupRow = typeof campaignPopups.$inferSelect;

/** The contract view of a popup, its HTML sanitised. */
function popupView(row: PopupRow, locale: string): popups.CampaignPopup {
  const label = localized(row.buttonLabel, locale);
  return {
    id: row.id,
    title: localized(row.title, locale) ?? '',
    html: sanitizeHtml(localized(row.html, locale) ?? ''),
    image: row.image ? proxyImageSet(row.image, OFFER_IMAGE) : null,
    button: label && row.buttonUrl ? { label, url: row.buttonUrl } : null,
    trigger: row.trigger,
  };
}

/** One popup by id for preview (any trigger, any dates), or none. */
export async function previewPopup(
  db: Db,
  id: number,
  locale: string,
): Promise<popups.CampaignPopup[]> {
  const [row] = await db.select().from(campaignPopups).where(eq(campaignPopups.id, id));
  return row ? [popupView(row, locale)] : [];
}

const HOUR_MS = 3_600_000;

/**
 * The popups due for the caller now: a guest's every `visit` popup, a player's first due one
 * (its impression recorded).
 */
export async function duePopups(
  db: Db,
  query: { userId: number | null; locale: string; now: Date },
): Promise<popups.CampaignPopup[]> {
  const { userId, now } = query;
  const running = await db
    .select()
    .from(campaignPopups)
    .where(
      and(
        lte(campaignPopups.startsAt, now),
        or(isNull(campaignPopups.finishedAt), gt(campaignPopups.finishedAt, now)),
        userId === null ? eq(campaignPopups.trigger, 'visit') : undefined,
      ),
    )
    .orderBy(desc(campaignPopups.priority), asc(campaignPopups.id));
  if (userId === null) return running.map((r) => popupView(r, query.locale));
  if (running.length === 0) return [];

  const [player] = await db
    .select({ regTime: users.regTime })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) return [];
  const [lastDeposit] = await db
    .select({ at: max(deposits.updatedAt) })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'success')));
  const depositAt = lastDeposit?.at ?? null;
  const seen = new Map(
    (
      await db
        .select({ popupId: popupImpressions.popupId, shownAt: popupImpressions.shownAt })
        .from(popupImpressions)
        .where(
          and(
            eq(popupImpressions.userId, userId),
            inArray(
              popupImpressions.popupId,
              running.map((r) => r.id),
            ),
          ),
        )
    ).map((s) => [s.popupId, s.shownAt]),
  );
  const isNew = now.getTime() - player.regTime.getTime() <= NEW_PLAYER_DAYS * 24 * HOUR_MS;

  const due = running
    .filter((popup) => {
      if (popup.trigger === 'registration' && !isNew) return false;
      if (popup.trigger === 'deposit' && !depositAt) return false;
      const shownAt = seen.get(popup.id);
      if (!shownAt) return true;
      if (popup.trigger === 'deposit' && depositAt && depositAt > shownAt) return true;
      return (
        popup.repeatAfterHours !== null &&
        shownAt.getTime() + popup.repeatAfterHours * HOUR_MS <= now.getTime()
      );
    })
    .slice(0, 1);
  if (due.length > 0) {
    await db
      .insert(popupImpressions)
      .values(due.map((p) => ({ popupId: p.id, userId, shownAt: now })))
      .onConflictDoUpdate({
        target: [popupImpressions.popupId, popupImpressions.userId],
        set: { shownAt: now, timesShown: sql`${popupImpressions.timesShown} + 1` },
      });
  }
  return due.map((r) => popupView(r, query.locale));
}
