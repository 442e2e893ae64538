/**
 * Thirty invented game studios. Names look like real ones but belong to nobody; each studio
 * leans to the game types it is known for, which shapes the generated catalogue.
 */
import type { GameType } from '../db/schema/index.ts';

/** A demo provider and the mix of game types it makes (weights). */
export interface ProviderSeed {
  sysname: string;
  name: string;
  /** Two brand colours for its logo and artwork accents. */
  colors: [string, string];
  mix: Partial<Record<GameType, number>>;
}

const SLOTS = { slot: 10, casino: 1 };
const SLOTS_TABLE = { slot: 7, casino: 2, high_low: 1 };
const LIVE = { live: 8, casino: 2 };
const FAST = { fast: 6, high_low: 2, logical: 1 };
const BETTING = { betting: 6, fast: 2 };
const MIXED = { slot: 5, casino: 2, fast: 1, logical: 1, high_low: 1 };

/** All thirty providers. */
export const PROVIDERS: readonly ProviderSeed[] = [
  { sysname: 'northlight', name: 'Northlight Gaming', colors: ['#1e3a8a', '#38bdf8'], mix: SLOTS },
  {
    sysname: 'red_lantern',
    name: 'Red Lantern Studios',
    colors: ['#7f1d1d', '#f97316'],
    mix: SLOTS,
  },
  { sysname: 'bluefin', name: 'Bluefin Games', colors: ['#0c4a6e', '#22d3ee'], mix: SLOTS_TABLE },
  { sysname: 'ironclad', name: 'Ironclad Interactive', colors: ['#334155', '#cbd5e1'], mix: SLOTS },
  { sysname: 'sunspire', name: 'Sunspire', colors: ['#9a3412', '#fde047'], mix: SLOTS },
  { sysname: 'velvet_reels', name: 'Velvet Reels', colors: ['#581c87', '#f0abfc'], mix: SLOTS },
  { sysname: 'copperfox', name: 'Copperfox', colors: ['#7c2d12', '#fb923c'], mix: SLOTS_TABLE },
  { sysname: 'golden_comet', name: 'Golden Comet', colors: ['#713f12', '#facc15'], mix: SLOTS },
  { sysname: 'mistral_play', name: 'Mistral Play', colors: ['#134e4a', '#5eead4'], mix: MIXED },
  { sysname: 'obsidian', name: 'Obsidian Gaming', colors: ['#0f172a', '#a78bfa'], mix: SLOTS },
  {
    sysname: 'jade_dragon',
    name: 'Jade Dragon Studios',
    colors: ['#14532d', '#4ade80'],
    mix: SLOTS,
  },
  { sysname: 'polar_bear', name: 'Polar Bear Games', colors: ['#1e40af', '#e0f2fe'], mix: SLOTS },
  { sysname: 'nova_spin', name: 'NovaSpin', colors: ['#4c1d95', '#f472b6'], mix: SLOTS },
  { sysname: 'thunderhead', name: 'Thunderhead', colors: ['#1f2937', '#fbbf24'], mix: SLOTS },
  { sysname: 'silverleaf', name: 'Silverleaf', colors: ['#374151', '#d1d5db'], mix: SLOTS_TABLE },
  {
    sysname: 'crimson_ace',
    name: 'Crimson Ace',
    colors: ['#881337', '#fda4af'],
    mix: { casino: 6, high_low: 2, live: 2 },
  },
  { sysname: 'orbital', name: 'Orbital Games', colors: ['#172554', '#60a5fa'], mix: FAST },
  { sysname: 'lucky_finch', name: 'Lucky Finch', colors: ['#365314', '#bef264'], mix: MIXED },
  { sysname: 'hexagon_live', name: 'Hexagon Live', colors: ['#3b0764', '#c084fc'], mix: LIVE },
  { sysname: 'atlas_live', name: 'Atlas Live', colors: ['#052e16', '#86efac'], mix: LIVE },
  { sysname: 'quartz', name: 'Quartz Gaming', colors: ['#831843', '#f9a8d4'], mix: SLOTS },
  { sysname: 'wildwood', name: 'Wildwood Studios', colors: ['#3f6212', '#a3e635'], mix: SLOTS },
  { sysname: 'stellar_bets', name: 'Stellar Bets', colors: ['#1e1b4b', '#818cf8'], mix: BETTING },
  {
    sysname: 'paper_crane',
    name: 'Paper Crane',
    colors: ['#44403c', '#fca5a5'],
    mix: { logical: 5, high_low: 2, slot: 3 },
  },
  { sysname: 'boreal', name: 'Boreal Games', colors: ['#083344', '#67e8f9'], mix: SLOTS },
  { sysname: 'pixel_pharaoh', name: 'Pixel Pharaoh', colors: ['#78350f', '#fcd34d'], mix: SLOTS },
  { sysname: 'tidal', name: 'Tidal Gaming', colors: ['#164e63', '#2dd4bf'], mix: MIXED },
  { sysname: 'ember_works', name: 'Ember Works', colors: ['#450a0a', '#ef4444'], mix: SLOTS },
  {
    sysname: 'cobalt_tables',
    name: 'Cobalt Tables',
    colors: ['#1e3a8a', '#93c5fd'],
    mix: { casino: 6, live: 3, high_low: 1 },
  },
  {
    sysname: 'zephyr',
    name: 'Zephyr Instant',
    colors: ['#0f766e', '#fef08a'],
    mix: { fast: 6, betting: 2, high_low: 2 },
  },
];
