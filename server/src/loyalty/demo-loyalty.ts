/**
 * The demo loyalty programme: "Croupier Club" with five levels, six characters, a shop and
 * quests. Amounts are per currency (USD, EUR, BRL); images are generated from these entries
 * (loyalty-artwork.ts).
 * Long on purpose: it is demo content (data), not logic.
 */
import type { LocalizedText, ProductType, QuestGoal, RewardTemplate } from '../db/schema/index.ts';

/** The demo programme. */
export const DEMO_PROGRAM = {
  sysname: 'croupier-club',
  title: { en: 'Croupier Club', ru: 'Клуб Croupier', pt: 'Clube Croupier' },
  description: {
    en: 'Earn points with every real-money bet, climb five levels, complete quests and spend your points in the shop.',
    ru: 'Получайте баллы за каждую ставку реальными деньгами, поднимайтесь по пяти уровням, выполняйте задания и тратьте баллы в магазине.',
    pt: 'Ganhe pontos a cada aposta com dinheiro real, suba cinco níveis, cumpra missões e gaste seus pontos na loja.',
  },
  // One word for them everywhere, the spec's (§3 Loyalty info: points), as the UI's own texts.
  pointsAlias: { en: 'points', ru: 'баллов', pt: 'pontos' },
  colors: ['#7c3aed', '#1e1b4b'] as const,
} as const;

/** A demo level: `points` lifetime points reach it. */
export interface DemoLevel {
  sysname: string;
  name: LocalizedText;
  points: number;
  color: string;
  stars: number;
}

/** Levels, lowest first; the first one is where every player starts. */
export const DEMO_LEVELS: readonly DemoLevel[] = [
  {
    sysname: 'bronze',
    name: { en: 'Bronze', ru: 'Бронза', pt: 'Bronze' },
    points: 0,
    color: '#b45309',
    stars: 1,
  },
  {
    sysname: 'silver',
    name: { en: 'Silver', ru: 'Серебро', pt: 'Prata' },
    points: 100,
    color: '#94a3b8',
    stars: 2,
  },
  {
    sysname: 'gold',
    name: { en: 'Gold', ru: 'Золото', pt: 'Ouro' },
    points: 500,
    color: '#eab308',
    stars: 3,
  },
  {
    sysname: 'platinum',
    name: { en: 'Platinum', ru: 'Платина', pt: 'Platina' },
    points: 2000,
    color: '#22d3ee',
    stars: 4,
  },
  {
    sysname: 'diamond',
    name: { en: 'Diamond', ru: 'Бриллиант', pt: 'Diamante' },
    points: 10000,
    color: '#a78bfa',
    stars: 5,
  },
];

/** How a character is drawn. */
export type CharacterAccessory = 'top-hat' | 'crown' | 'visor' | 'jester' | 'bow' | 'star';

/** A demo character. */
export interface DemoCharacter {
  sysname: string;
  name: LocalizedText;
  description: LocalizedText;
  colors: readonly [string, string];
  skin: string;
  accessory: CharacterAccessory;
}

/** Characters, in the order they are offered. */
export const DEMO_CHARACTERS: readonly DemoCharacter[] = [
  {
    sysname: 'the-croupier',
    name: { en: 'The Croupier', ru: 'Крупье', pt: 'O Crupiê' },
    description: {
      en: 'Calm hands, sharp eyes, never misses a bet.',
      ru: 'Спокойные руки, зоркий глаз, не пропустит ни одной ставки.',
      pt: 'Mãos calmas, olhar atento, nunca perde uma aposta.',
    },
    colors: ['#0f766e', '#042f2e'],
    skin: '#f1c27d',
    accessory: 'visor',
  },
  {
    sysname: 'lady-luck',
    name: { en: 'Lady Luck', ru: 'Леди Удача', pt: 'Dama da Sorte' },
    description: {
      en: 'She smiles on the bold.',
      ru: 'Улыбается смелым.',
      pt: 'Ela sorri para os ousados.',
    },
    colors: ['#be185d', '#4a044e'],
    skin: '#ffdbac',
    accessory: 'star',
  },
  {
    sysname: 'high-roller',
    name: { en: 'High Roller', ru: 'Хайроллер', pt: 'Grande Apostador' },
    description: {
      en: 'Top hat, big stacks, bigger dreams.',
      ru: 'Цилиндр, большие стеки и ещё большие мечты.',
      pt: 'Cartola, fichas altas e sonhos maiores.',
    },
    colors: ['#1d4ed8', '#0b1437'],
    skin: '#e0ac69',
    accessory: 'top-hat',
  },
  {
    sysname: 'jackpot-king',
    name: { en: 'Jackpot King', ru: 'Король джекпота', pt: 'Rei do Jackpot' },
    description: {
      en: 'Wears the crown until someone hits bigger.',
      ru: 'Носит корону, пока кто-то не выиграет больше.',
      pt: 'Usa a coroa até alguém ganhar mais.',
    },
    colors: ['#ca8a04', '#422006'],
    skin: '#c68642',
    accessory: 'crown',
  },
  {
    sysname: 'wild-joker',
    name: { en: 'Wild Joker', ru: 'Дикий Джокер', pt: 'Coringa Selvagem' },
    description: {
      en: 'Substitutes for anyone, takes nothing seriously.',
      ru: 'Заменит любого и ничего не принимает всерьёз.',
      pt: 'Substitui qualquer um e não leva nada a sério.',
    },
    colors: ['#16a34a', '#052e16'],
    skin: '#ffdbac',
    accessory: 'jester',
  },
  {
    sysname: 'lucky-charm',
    name: { en: 'Lucky Charm', ru: 'Талисман', pt: 'Amuleto' },
    description: {
      en: 'A bow tie for luck, a wink for style.',
      ru: 'Бабочка на удачу, подмигивание для стиля.',
      pt: 'Gravata-borboleta para a sorte, uma piscadela para o estilo.',
    },
    colors: ['#ea580c', '#431407'],
    skin: '#8d5524',
    accessory: 'bow',
  },
];

/** A demo shop product. */
export interface DemoProduct {
  sysname: string;
  type: ProductType;
  title: LocalizedText;
  description: LocalizedText;
  price: number;
  reward: RewardTemplate;
  stock: number | null;
  glyph: string;
  colors: readonly [string, string];
}

/** The shop, cheapest first. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    sysname: 'freespins-10',
    type: 'freespins',
    title: { en: '10 free spins', ru: '10 фриспинов', pt: '10 giros grátis' },
    description: {
      en: 'Ten spins on a demo slot at {bet} each; winnings go straight to your balance.',
      ru: 'Десять вращений в демо-слоте по {bet}; выигрыш сразу на баланс.',
      pt: 'Dez giros num slot de demonstração a {bet} cada; os ganhos vão direto para o saldo.',
    },
    price: 50,
    reward: {
      type: 'freespins',
      count: 10,
      bets: { USD: '0.20', EUR: '0.20', BRL: '1' },
      games: [],
      wagerMultiplier: 0,
    },
    stock: null,
    glyph: '10 FS',
    colors: ['#0ea5e9', '#082f49'],
  },
  {
    sysname: 'casino-bonus-5',
    type: 'bonus',
    title: { en: 'Casino bonus 5', ru: 'Казино-бонус 5', pt: 'Bônus de cassino 5' },
    description: {
      en: 'A casino bonus of {amount} with a x20 wagering requirement.',
      ru: 'Казино-бонус {amount} с вейджером x20.',
      pt: 'Um bônus de cassino de {amount} com requisito de apostas x20.',
    },
    price: 100,
    reward: { type: 'bonus', amounts: { USD: '5', EUR: '5', BRL: '25' }, wagerMultiplier: 20 },
    stock: null,
    glyph: '+5',
    colors: ['#7c3aed', '#2e1065'],
  },
  {
    sysname: 'free-bet-5',
    type: 'bonus',
    title: { en: 'Free bet 5', ru: 'Фрибет 5', pt: 'Aposta grátis 5' },
    description: {
      en: 'A sports betting bonus of {amount} with a x5 wagering requirement.',
      ru: 'Бонус на ставки на спорт {amount} с вейджером x5.',
      pt: 'Um bônus de apostas esportivas de {amount} com requisito de apostas x5.',
    },
    price: 120,
    reward: {
      type: 'betting_bonus',
      amounts: { USD: '5', EUR: '5', BRL: '25' },
      wagerMultiplier: 5,
    },
    stock: null,
    glyph: 'BET',
    colors: ['#16a34a', '#052e16'],
  },
  {
    sysname: 'freespins-50',
    type: 'freespins',
    title: { en: '50 free spins', ru: '50 фриспинов', pt: '50 giros grátis' },
    description: {
      en: 'Fifty spins at {bet} each; winnings carry a x10 wagering requirement. Limited stock.',
      ru: 'Пятьдесят вращений по {bet}; на выигрыш вейджер x10. Количество ограничено.',
      pt: 'Cinquenta giros a {bet} cada; ganhos com requisito de apostas x10. Estoque limitado.',
    },
    price: 200,
    reward: {
      type: 'freespins',
      count: 50,
      bets: { USD: '0.20', EUR: '0.20', BRL: '1' },
      games: [],
      wagerMultiplier: 10,
    },
    stock: 100,
    glyph: '50 FS',
    colors: ['#db2777', '#500724'],
  },
  {
    sysname: 'cashback-2',
    type: 'cashback',
    title: { en: 'Instant cashback 2', ru: 'Мгновенный кешбэк 2', pt: 'Cashback instantâneo 2' },
    description: {
      en: '{amount} of real money to your main balance, no wagering.',
      ru: '{amount} реальных денег на основной баланс, без вейджера.',
      pt: '{amount} em dinheiro real no saldo principal, sem requisito de apostas.',
    },
    price: 250,
    reward: { type: 'money', amounts: { USD: '2', EUR: '2', BRL: '10' } },
    stock: null,
    glyph: '%',
    colors: ['#f59e0b', '#451a03'],
  },
];

/** A demo quest. */
export interface DemoQuest {
  sysname: string;
  title: LocalizedText;
  description: LocalizedText;
  goal: QuestGoal;
  rewardPoints: number;
  reward?: RewardTemplate;
  glyph: string;
  color: string;
}

/** Quests, in the order they are shown. */
export const DEMO_QUESTS: readonly DemoQuest[] = [
  {
    sysname: 'first-steps',
    title: { en: 'First steps', ru: 'Первые шаги', pt: 'Primeiros passos' },
    description: {
      en: 'Place 10 real-money bets.',
      ru: 'Сделайте 10 ставок реальными деньгами.',
      pt: 'Faça 10 apostas com dinheiro real.',
    },
    goal: { kind: 'bets', count: 10 },
    rewardPoints: 10,
    glyph: '10',
    color: '#22c55e',
  },
  {
    sysname: 'explorer',
    title: { en: 'Explorer', ru: 'Исследователь', pt: 'Explorador' },
    description: {
      en: 'Play 3 different games.',
      ru: 'Сыграйте в 3 разные игры.',
      pt: 'Jogue 3 jogos diferentes.',
    },
    goal: { kind: 'distinct_games', count: 3 },
    rewardPoints: 25,
    glyph: '3',
    color: '#0ea5e9',
  },
  {
    sysname: 'slot-marathon',
    title: { en: 'Slot marathon', ru: 'Слот-марафон', pt: 'Maratona de slots' },
    description: {
      en: 'Wager {amount} on slots and get 20 free spins on top of the points.',
      ru: 'Поставьте {amount} в слотах и получите 20 фриспинов сверх баллов.',
      pt: 'Aposte {amount} em slots e ganhe 20 giros grátis além dos pontos.',
    },
    goal: { kind: 'wager', amounts: { USD: '50', EUR: '50', BRL: '250' }, gameType: 'slot' },
    rewardPoints: 50,
    reward: {
      type: 'freespins',
      count: 20,
      bets: { USD: '0.20', EUR: '0.20', BRL: '1' },
      games: [],
      wagerMultiplier: 0,
    },
    glyph: '50',
    color: '#f97316',
  },
  {
    sysname: 'sports-fan',
    title: { en: 'Sports fan', ru: 'Болельщик', pt: 'Torcedor' },
    description: {
      en: 'Place 5 sports bets.',
      ru: 'Сделайте 5 ставок на спорт.',
      pt: 'Faça 5 apostas esportivas.',
    },
    goal: { kind: 'bets', count: 5, source: 'sport' },
    rewardPoints: 30,
    glyph: '5',
    color: '#a855f7',
  },
];
