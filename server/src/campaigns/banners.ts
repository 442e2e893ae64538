/**
 * Banners showing now (§3 Banner, §7 banners.get): started and not finished (a banner whose
 * `finished_at` has passed is never served), newest first, a page at a time. Images come in
 * the two §9 sizes through the image proxy.
 */
import { and, count, desc, gt, isNull, lte, or } from 'drizzle-orm';
import type { banners as bannersContract } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { banners } from '../db/schema/index.ts';
import { proxyImageSet } from '../image-proxy/index.ts';
import { BANNER_TALL, BANNER_WIDE } from './campaign-rules.ts';
import { localized } from './localized.ts';

/** A banner row. */
export type BannerRow = typeof banners.$inferSelect;

/** A block of a banner a caller may ask for. */
export type BannerField = (typeof bannersContract.BANNER_FIELDS)[number];

/** What banners.get asks for. */
export interface BannerQuery {
  locale: string;
  offset: number;
  count: number;
  fields: readonly BannerField[] | undefined;
  now: Date;
}

function showingAt(now: Date) {
  return and(
    lte(banners.startsAt, now),
    or(isNull(banners.finishedAt), gt(banners.finishedAt, now)),
  );
}

/** The contract view of a banner with the blocks asked for. */
function bannerView(
  row: BannerRow,
  locale: string,
  fields: readonly BannerField[] | undefined,
): bannersContract.Banner {
  const want = (f: BannerField) => fields === undefined || fields.includes(f);
  const view: bannersContract.Banner = {
    id: row.id,
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    banner_type: row.bannerType,
    link: row.link,
  };
  const label = localized(row.label, locale);
  const value = localized(row.value, locale);
  const addition = localized(row.addition, locale);
  if (label !== undefined) view.label = label;
  if (value !== undefined) view.value = value;
  if (addition !== undefined) view.addition = addition;
  if (want('description')) {
    const text = localized(row.text, locale);
    view.description = {
      title: localized(row.title, locale) ?? '',
      ...(text === undefined ? {} : { text }),
      position: row.position,
    };
  }
  if (want('images') && row.imageWide && row.imageTall) {
    view.images = {
      wide: proxyImageSet(row.imageWide, BANNER_WIDE),
      tall: proxyImageSet(row.imageTall, BANNER_TALL),
    };
  }
  return view;
}

/** A page of the banners showing at `query.now`. */
export async function listBanners(
  db: Db,
  query: BannerQuery,
): Promise<{ items: bannersContract.Banner[]; total: number; offset: number; count: number }> {
  const where = showingAt(query.now);
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(desc(banners.startsAt), desc(banners.id))
    .offset(query.offset)
    .limit(query.count);
  return {
    items: rows.map((r) => bannerView(r, query.locale, query.fields)),
    total: total?.n ?? 0,
    offset: query.offset,
    count: query.count,
  };
}
