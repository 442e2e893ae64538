/** Turning game rows into the contract's `game` (images through the image proxy, §9). */
import type { games as gamesApi } from '@croupier/core/contract';
import { escapeHtml } from '../html/index.ts';
import type { GameType } from '../db/schema/index.ts';
import { proxyImageSet } from '../image-proxy/proxy-image-set.ts';

/** Tile box of a game cover in CSS pixels (4:3, like the artwork). */
const GAME_COVER_BOX = { width: 240, height: 180 } as const;
/** Box of the game page background. */
const GAME_BACKGROUND_BOX = { width: 960, height: 720 } as const;

/** The columns a game view is built from. */
export interface GameRow {
  id: number;
  sysname: string;
  name: string;
  type: GameType;
  priority: number;
  image: string;
  isNew: boolean;
  isPopular: boolean;
  hasDemo: boolean;
  rtp: string | null;
  volatility: 'low' | 'medium' | 'high' | null;
  providerSysname: string;
  providerName: string;
}

/** Which optional blocks to add. */
export interface GameViewOptions {
  categories: readonly string[];
  description: boolean;
  /** Free spins left for the player, when asked for. */
  freespins: number | undefined;
}

// Exported for sanitize-html.test.ts: hostile catalogue values straight into the builder, no seeding.
/** A short sanitised HTML description built from the catalogue data (every value escaped). */
export function gameDescription(row: GameRow): string {
  const facts = [`${escapeHtml(row.name)} by ${escapeHtml(row.providerName)}.`];
  if (row.rtp) facts.push(`RTP ${escapeHtml(row.rtp)}%.`);
  if (row.volatility)
    facts.push(`${row.volatility[0]!.toUpperCase()}${row.volatility.slice(1)} volatility.`);
  return `<p>${facts.join(' ')}</p>`;
}

/** The contract's game for a row. */
export function gameView(row: GameRow, options: GameViewOptions): gamesApi.Game {
  const game: gamesApi.Game = {
    id: row.id,
    sysname: row.sysname,
    name: row.name,
    provider: row.providerSysname,
    provider_name: row.providerName,
    type: row.type,
    categories: [...options.categories],
    images: {
      cover: proxyImageSet(row.image, GAME_COVER_BOX),
      background: proxyImageSet(row.image, GAME_BACKGROUND_BOX),
    },
    has_demo: row.hasDemo,
    is_new: row.isNew,
    is_hot: row.isPopular,
    priority: row.priority,
    // The demo catalogue launches every game by its sysname; no custom launch names.
    custom_name: null,
  };
  if (options.description) game.description = gameDescription(row);
  if (options.freespins !== undefined) game.freespins = options.freespins;
  return game;
}
