/**
 * Originals the image proxy may read: generated artwork under `media/` (game tiles, provider
 * logos, category and payment icons) and files of the built clients. Only same-origin paths:
 * the proxy never fetches a URL, so it cannot be turned against other hosts.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import { bannerArtworkByName } from '../campaigns/banner-artwork.ts';
import { loyaltyArtwork } from '../loyalty/loyalty-artwork.ts';
import {
  categoryIcon,
  gameArtwork,
  gameBanner,
  paymentIcon,
  providerLogo,
} from '../content/artwork.ts';
import { CATEGORIES } from '../content/categories.ts';
import { PROVIDERS } from '../content/providers.ts';
import type { Db } from '../db/client.ts';
import { categories, games, providers } from '../db/schema/index.ts';

/** An original image. */
export interface Original {
  body: Buffer;
  contentType: string;
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

const SYSNAME = /^[a-z0-9_-]{1,128}$/;

function svg(text: string): Original {
  return { body: Buffer.from(text), contentType: 'image/svg+xml' };
}

/** Generated media: `media/games/<sysname>.svg`, `media/game-banners/…` (wide), `media/providers/…`, `media/categories/…`, `media/payments/…`, `media/banners/…`. */
export async function generatedMedia(db: Db, path: string): Promise<Original | null> {
  const loyalty = loyaltyArtwork(path);
  if (loyalty) return svg(loyalty);
  const m =
    /^media\/(games|game-banners|providers|categories|payments|banners)\/([^/]+)\.svg$/.exec(path);
  if (!m || !SYSNAME.test(m[2]!)) return null;
  const [, kind, sysname] = m as unknown as [string, string, string];
  if (kind === 'banners') {
    const art = bannerArtworkByName(sysname);
    return art ? svg(art) : null;
  }
  if (kind === 'games' || kind === 'game-banners') {
    const [row] = await db
      .select({
        sysname: games.sysname,
        name: games.name,
        type: games.type,
        providerName: providers.name,
      })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(games.sysname, sysname));
    if (!row) return null;
    return svg(kind === 'games' ? gameArtwork(row) : gameBanner(row));
  }
  if (kind === 'providers') {
    const [row] = await db
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.sysname, sysname));
    if (!row) return null;
    const colors = PROVIDERS.find((p) => p.sysname === sysname)?.colors ?? ['#1f2937', '#6b7280'];
    return svg(providerLogo(row.name, colors));
  }
  if (kind === 'categories') {
    const [row] = await db
      .select({ title: categories.title })
      .from(categories)
      .where(eq(categories.sysname, sysname));
    if (!row) return null;
    const glyph =
      CATEGORIES.find((c) => c.sysname === sysname)?.glyph ?? (row.title.en ?? sysname).charAt(0);
    return svg(categoryIcon(sysname, glyph));
  }
  const icon = paymentIcon(sysname);
  return icon ? svg(icon) : null;
}

/** A file inside one of `roots` (built clients), refusing anything that escapes them. */
async function staticOriginal(roots: readonly string[], path: string): Promise<Original | null> {
  const type = TYPES[extname(path).toLowerCase()];
  if (!type || path.includes('\0')) return null;
  for (const root of roots) {
    const base = resolve(root);
    const file = resolve(base, path);
    if (!file.startsWith(base + sep)) continue;
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > 20 * 1024 * 1024) continue;
      return { body: await readFile(file), contentType: type };
    } catch {
      continue;
    }
  }
  return null;
}

/** Finds an original by its same-origin path (no leading slash). */
export async function findOriginal(
  db: Db,
  roots: readonly string[],
  path: string,
): Promise<Original | null> {
  const clean = path.replace(/^\/+/, '');
  if (clean.split('/').some((p) => p === '..' || p === '.')) return null;
  return (await generatedMedia(db, clean)) ?? (await staticOriginal(roots, clean));
}
