/**
 * The demo game catalogue, generated deterministically: the first N games are the same for
 * any catalogue size, so raising SEED_GAMES only adds games.
 */
import { GAME_TYPES, type GameType } from '../db/schema/index.ts';
import { CATEGORIES } from './categories.ts';
import { EDITIONS, gameName } from './game-names.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { PROVIDERS, type ProviderSeed } from './providers.ts';

/** A generated game, ready to insert. */
export interface GameSeed {
  sysname: string;
  name: string;
  providerSysname: string;
  type: GameType;
  priority: number;
  image: string;
  isNew: boolean;
  isPopular: boolean;
  hasDemo: boolean;
  hasJackpot: boolean;
  isMobile: boolean;
  hasBonusBuy: boolean;
  rtp: string | null;
  volatility: 'low' | 'medium' | 'high' | null;
  minBetMinor: number;
  maxBetMinor: number;
  releaseDate: string;
  tags: string[];
  /** Category sysnames the game is listed in. */
  categories: string[];
}

/** The sportsbook entry the client launches by this exact sysname (§7 games get). */
export const SPORTSBOOK_SYSNAME = 'dgt_sportsbook';

/**
 * HOT means the top tenth by plays (issue 19: a badge that means something): a game's
 * `popularity` is its rank among the catalogue's plays (uniform in [0, 1)), so above this
 * cut are about 10 % of the games; the hall's "popular" sort puts them first.
 */
const HOT_CUT = 0.9;

/**
 * The operator's featured order (`priority`): plays weigh in, but it is a curation, not the
 * plays ranking, so the default hall and the rows mix hot, new and other games rather than
 * opening on a wall of HOT badges. Drawn from the sysname's hash, not the generator's stream,
 * so every other generated value stays what it was.
 */
function featuredPriority(sysname: string, popularity: number): number {
  const curation = hashString(`${sysname}:featured`) / 0x1_0000_0000;
  return Math.round((1 - (0.2 * popularity + 0.8 * curation)) * 10_000);
}

/** Release dates after this day count as "New" (fixed, so the catalogue never drifts). */
const NEW_SINCE = Date.UTC(2026, 8, 1);
const FIRST_RELEASE = Date.UTC(2019, 0, 1);
const LAST_RELEASE = Date.UTC(2026, 10, 1);

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function weightedType(provider: ProviderSeed, rng: Rng): GameType {
  const entries = Object.entries(provider.mix) as [GameType, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const [type, w] of entries) {
    roll -= w;
    if (roll < 0) return type;
  }
  return entries[0]![0];
}

// Bigger studios publish more: provider i gets weight 30 - i/2, so the first ones lead.
const PROVIDER_WEIGHTS = PROVIDERS.map((_, i) => 30 - i / 2);
const WEIGHT_TOTAL = PROVIDER_WEIGHTS.reduce((a, b) => a + b, 0);

function weightedProvider(rng: Rng): ProviderSeed {
  let roll = rng.next() * WEIGHT_TOTAL;
  for (let i = 0; i < PROVIDERS.length; i++) {
    roll -= PROVIDER_WEIGHTS[i]!;
    if (roll < 0) return PROVIDERS[i]!;
  }
  return PROVIDERS[PROVIDERS.length - 1]!;
}

function providerFor(type: GameType): ProviderSeed {
  return PROVIDERS.find((p) => (p.mix[type] ?? 0) > 0) ?? PROVIDERS[0]!;
}

/** Generates `count` games (at least one of every type when count ≥ 7). */
export function generateGames(count: number): GameSeed[] {
  const rng = createRng('croupier-demo-catalogue-v1');
  const names = new Set<string>();
  const sysnames = new Set<string>();
  const games: GameSeed[] = [];

  for (let i = 0; i < count; i++) {
    // The first games cover every type, so even a tiny test catalogue has them all.
    const forced = i < GAME_TYPES.length ? GAME_TYPES[i]! : undefined;
    const provider = forced ? providerFor(forced) : weightedProvider(rng);
    const type = forced ?? weightedType(provider, rng);

    let generated = gameName(type, rng);
    if (i === 0 && count > 0 && type === 'slot') generated = { name: 'Book of Croupier', tags: [] };
    let name = generated.name;
    for (let attempt = 0; names.has(name) && attempt < 6; attempt++) {
      generated = gameName(type, rng);
      name = generated.name;
    }
    for (let e = 0; names.has(name); e++) {
      name =
        e < EDITIONS.length
          ? `${generated.name} ${EDITIONS[e]}`
          : `${generated.name} ${e - EDITIONS.length + 2}`;
    }
    names.add(name);

    let sysname = type === 'betting' && !sysnames.has(SPORTSBOOK_SYSNAME) ? SPORTSBOOK_SYSNAME : '';
    if (sysname) name = 'Sportsbook';
    if (!sysname) {
      sysname = `${provider.sysname}_${slug(name)}`;
      for (let n = 2; sysnames.has(sysname); n++)
        sysname = `${provider.sysname}_${slug(name)}_${n}`;
    }
    sysnames.add(sysname);

    const popularity = rng.next();
    const release = FIRST_RELEASE + Math.floor(rng.next() * (LAST_RELEASE - FIRST_RELEASE));
    const tags = [...generated.tags];
    const isSlot = type === 'slot';
    const hasBonusBuy = isSlot && rng.chance(0.22);
    if (hasBonusBuy) tags.push('bonus_buy');
    const hasJackpot = (isSlot && rng.chance(0.09)) || (type === 'casino' && rng.chance(0.05));
    const noDemo = type === 'live' || type === 'betting';
    const minBet = isSlot
      ? rng.pick([10, 20, 25])
      : type === 'live'
        ? rng.pick([50, 100, 500])
        : rng.pick([10, 50, 100]);

    const game: GameSeed = {
      sysname,
      name,
      providerSysname: provider.sysname,
      type,
      priority: featuredPriority(sysname, popularity),
      image: `media/games/${sysname}.svg`,
      isNew: release >= NEW_SINCE,
      // The first three are the demo's headline titles, always among the most played.
      isPopular: popularity > HOT_CUT || i < 3,
      hasDemo: !noDemo,
      hasJackpot,
      isMobile: rng.chance(0.97),
      hasBonusBuy,
      rtp: type === 'betting' ? null : (94 + rng.int(0, 380) / 100).toFixed(2),
      volatility: isSlot ? rng.pick(['low', 'medium', 'medium', 'high'] as const) : null,
      minBetMinor: minBet,
      maxBetMinor: minBet * rng.pick([500, 1000, 2000]),
      releaseDate: new Date(release).toISOString().slice(0, 10),
      tags,
      categories: [],
    };
    game.categories = CATEGORIES.filter((c) => c.includes(game)).map((c) => c.sysname);
    games.push(game);
  }
  return games;
}
