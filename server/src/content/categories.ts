/** Game hall categories with titles in every locale, and which games each one lists. */
import type { GameType } from '../db/schema/index.ts';

/** A category and the rule that puts a game in it. */
export interface CategorySeed {
  sysname: string;
  title: { en: string; ru: string; pt: string };
  /** Glyph drawn on the category icon. */
  glyph: string;
  includes: (game: {
    type: GameType;
    isNew: boolean;
    isPopular: boolean;
    hasJackpot: boolean;
    tags: readonly string[];
  }) => boolean;
}

/** Every category in menu order. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    sysname: 'popular',
    title: { en: 'Popular', ru: 'Популярные', pt: 'Populares' },
    glyph: '★',
    includes: (g) => g.isPopular,
  },
  {
    sysname: 'new',
    title: { en: 'New', ru: 'Новинки', pt: 'Novidades' },
    glyph: 'N',
    includes: (g) => g.isNew,
  },
  {
    sysname: 'slots',
    title: { en: 'Slots', ru: 'Слоты', pt: 'Slots' },
    glyph: '7',
    includes: (g) => g.type === 'slot',
  },
  {
    sysname: 'live-casino',
    title: { en: 'Live casino', ru: 'Live-казино', pt: 'Cassino ao vivo' },
    glyph: '●',
    includes: (g) => g.type === 'live',
  },
  {
    sysname: 'table-games',
    title: { en: 'Table games', ru: 'Настольные игры', pt: 'Jogos de mesa' },
    glyph: '♠',
    includes: (g) => g.type === 'casino',
  },
  {
    sysname: 'jackpot',
    title: { en: 'Jackpot games', ru: 'Игры с джекпотом', pt: 'Jogos com jackpot' },
    glyph: '$',
    includes: (g) => g.hasJackpot,
  },
  {
    sysname: 'megaways',
    title: { en: 'Megaways', ru: 'Megaways', pt: 'Megaways' },
    glyph: 'M',
    includes: (g) => g.tags.includes('megaways'),
  },
  {
    sysname: 'bonus-buy',
    title: { en: 'Bonus buy', ru: 'Покупка бонуса', pt: 'Compra de bônus' },
    glyph: '+',
    includes: (g) => g.tags.includes('bonus_buy'),
  },
  {
    sysname: 'fast-games',
    title: { en: 'Fast games', ru: 'Быстрые игры', pt: 'Jogos rápidos' },
    glyph: '⚡',
    includes: (g) => g.type === 'fast',
  },
  {
    sysname: 'crash',
    title: { en: 'Crash', ru: 'Краш-игры', pt: 'Crash' },
    glyph: '↗',
    includes: (g) => g.tags.includes('crash'),
  },
  {
    sysname: 'betting',
    title: { en: 'Betting', ru: 'Ставки', pt: 'Apostas' },
    glyph: '⚽',
    includes: (g) => g.type === 'betting',
  },
  {
    sysname: 'logic',
    title: { en: 'Logic games', ru: 'Логические игры', pt: 'Jogos de lógica' },
    glyph: '?',
    includes: (g) => g.type === 'logical',
  },
  {
    sysname: 'high-low',
    title: { en: 'High-Low', ru: 'Больше-меньше', pt: 'Maior-Menor' },
    glyph: '⇅',
    includes: (g) => g.type === 'high_low',
  },
];
