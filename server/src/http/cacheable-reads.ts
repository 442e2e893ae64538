/**
 * The reads that carry an ETag, and how each may be cached (etag.ts says what the kinds mean).
 * Keyed by route URL as registered. A read belongs here only if its answer is a pure function
 * of its URL — plus, for `revalidate`, the session; a read of a player's own records (likes,
 * history, balances) stays `no-store` as every contract method answers by default.
 */
import { cms, games, i18n } from '@croupier/core/contract';
import { I18N_MESSAGES_ROUTE } from '../routes/i18n.ts';
import type { CacheKind } from './etag.ts';

/** Route URL → cache kind. */
export const CACHEABLE_READS: ReadonlyMap<string, CacheKind> = new Map<string, CacheKind>([
  // Content files, loaded at start-up: the same for every visitor until the next deploy.
  [i18n.I18N_LOCALES_PATH, 'shared'],
  [I18N_MESSAGES_ROUTE, 'shared'],
  [cms.CMS_CONFIG_ROUTE, 'shared'],
  [cms.CMS_PAGE_ROUTE, 'shared'],
  [cms.SEO_SETTINGS_PATH, 'shared'],
  // The catalogue: changes at any time; games.get answers a signed-in player's `freespins`.
  [games.get.path, 'revalidate'],
  [games.getCategories.path, 'revalidate'],
  [games.getProviders.path, 'revalidate'],
  [games.getSearchIndex.path, 'revalidate'],
]);
