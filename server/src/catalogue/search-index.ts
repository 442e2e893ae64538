/**
 * games.getSearchIndex: the catalogue as compact columns for the search popup (contract:
 * core/src/contract/games.ts). Built once per catalogue snapshot; `version` is a hash of the
 * content, so it doubles as the answer's ETag.
 */
import { createHash } from 'node:crypto';
import type { games as gamesApi } from '@croupier/core/contract';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

type SearchIndex = gamesApi.SearchIndex;

const built = new WeakMap<CatalogueSnapshot, SearchIndex>();

/** The most common cover path with the sysname written as `{sysname}`. */
function commonPattern(covers: readonly { sysname: string; image: string }[]): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (const { sysname, image } of covers) {
    if (!image.includes(sysname)) continue;
    const pattern = image.split(sysname).join('{sysname}');
    const n = (counts.get(pattern) ?? 0) + 1;
    counts.set(pattern, n);
    if (n > bestCount) [best, bestCount] = [pattern, n];
  }
  return best;
}

/** The search index of a snapshot (the hall's games in priority order, no sportsbook entry). */
export function searchIndexOf(snapshot: CatalogueSnapshot): SearchIndex {
  const known = built.get(snapshot);
  if (known) return known;
  const list = snapshot.sorted.priority.filter((g) => g.sysname !== SPORTSBOOK_SYSNAME);
  const providerAt = new Map<string, number>();
  const providers: SearchIndex['providers'] = [];
  for (const g of list) {
    if (providerAt.has(g.providerSysname)) continue;
    providerAt.set(g.providerSysname, providers.length);
    providers.push({ sysname: g.providerSysname, name: g.providerName });
  }
  const pattern = commonPattern(list);
  const games: SearchIndex['games'] = {
    id: list.map((g) => g.id),
    sysname: list.map((g) => g.sysname),
    name: list.map((g) => g.name),
    provider: list.map((g) => providerAt.get(g.providerSysname)!),
    type: list.map((g) => g.type),
    image: list.map((g) =>
      pattern && g.image === pattern.split('{sysname}').join(g.sysname) ? null : g.image,
    ),
  };
  const body = JSON.stringify([providers, games, pattern]);
  const index: SearchIndex = {
    version: createHash('sha256').update(body).digest('base64url').slice(0, 16),
    providers,
    games,
    image_pattern: pattern,
  };
  built.set(snapshot, index);
  return index;
}
