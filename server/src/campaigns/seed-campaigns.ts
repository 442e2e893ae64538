/**
 * Demo banners, campaign popups, offers and promo codes. Idempotent: rows are keyed by slug
 * (codes by code) and inserted with ON CONFLICT DO NOTHING, so a restart adds nothing and
 * never overwrites what an operator changed. Texts in every locale of the demo (en, ru, pt).
 * Long on purpose: it is demo content (every banner, popup and offer in three locales), not logic.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  banners,
  campaignOffers,
  campaignPopups,
  games,
  promoCodes,
  type PromotionSpec,
} from '../db/schema/index.ts';
import { bannerMediaPath, type BannerTheme } from './banner-artwork.ts';

type Texts = { en: string; ru: string; pt: string };

const DAY_MS = 86_400_000;

/** Banner starts are fixed, so "newest first" keeps this order on every install. */
const BANNER_EPOCH = Date.UTC(2025, 0, 1);

interface BannerSeed {
  slug: string;
  position: string;
  theme: BannerTheme;
  title: Texts;
  label: Texts;
  value: Texts;
  addition: Texts;
  link: string;
  bannerType?: 'normal' | 'compact';
  /** Days the banner runs from the seed on; undefined: open-ended. */
  runsDays?: number;
  /** Already over (shows that finished banners are not served). */
  finished?: boolean;
}

/** Newest first: the first one is the home page hero. */
const BANNERS: readonly BannerSeed[] = [
  {
    slug: 'home-welcome',
    position: 'home',
    theme: 'welcome',
    title: { en: 'Welcome bonus', ru: 'Приветственный бонус', pt: 'Bônus de boas-vindas' },
    label: { en: 'Welcome bonus', ru: 'Приветственный бонус', pt: 'Bônus de boas-vindas' },
    value: { en: '100% up to $100', ru: '100% до $100', pt: '100% até $100' },
    addition: {
      en: '+50 free spins on your first deposit',
      ru: '+50 фриспинов за первый депозит',
      pt: '+50 giros grátis no primeiro depósito',
    },
    link: '/cashier/deposit',
  },
  {
    slug: 'home-tournament',
    position: 'home',
    theme: 'tournament',
    title: { en: 'Weekly slots tournament', ru: 'Еженедельный турнир', pt: 'Torneio semanal' },
    label: { en: 'Tournament', ru: 'Турнир', pt: 'Torneio' },
    value: { en: '$5,000 prize pool', ru: 'Призовой фонд $5 000', pt: 'Prêmios de $5.000' },
    addition: {
      en: 'Climb the leaderboard on selected slots',
      ru: 'Поднимайтесь в таблице лидеров на избранных слотах',
      pt: 'Suba no ranking jogando slots selecionados',
    },
    link: '/tournaments',
    runsDays: 30,
  },
  {
    slug: 'home-jackpots',
    position: 'home',
    theme: 'jackpot',
    title: { en: 'Jackpots', ru: 'Джекпоты', pt: 'Jackpots' },
    label: { en: 'Jackpots', ru: 'Джекпоты', pt: 'Jackpots' },
    value: {
      en: 'Three jackpots growing',
      ru: 'Три растущих джекпота',
      pt: 'Três jackpots crescendo',
    },
    addition: {
      en: 'Every real-money spin can hit one',
      ru: 'Любой спин на реальные деньги может сорвать куш',
      pt: 'Qualquer giro com dinheiro real pode ganhar',
    },
    link: '/jackpots',
  },
  {
    slug: 'home-live',
    position: 'home',
    theme: 'live',
    title: { en: 'Live casino', ru: 'Живое казино', pt: 'Cassino ao vivo' },
    label: { en: 'Live casino', ru: 'Живое казино', pt: 'Cassino ao vivo' },
    value: { en: 'Real dealers, 24/7', ru: 'Живые дилеры 24/7', pt: 'Crupiês reais, 24/7' },
    addition: {
      en: 'Roulette, blackjack and baccarat',
      ru: 'Рулетка, блэкджек и баккара',
      pt: 'Roleta, blackjack e bacará',
    },
    link: '/gamehall?category=live-casino',
  },
  {
    slug: 'home-sports',
    position: 'home',
    theme: 'sports',
    title: { en: 'Sports betting', ru: 'Ставки на спорт', pt: 'Apostas esportivas' },
    label: { en: 'Sports', ru: 'Спорт', pt: 'Esportes' },
    value: { en: 'Bet live as it happens', ru: 'Ставки в режиме live', pt: 'Aposte ao vivo' },
    addition: {
      en: 'Football, tennis, basketball and more',
      ru: 'Футбол, теннис, баскетбол и не только',
      pt: 'Futebol, tênis, basquete e mais',
    },
    link: '/betting',
  },
  {
    slug: 'promotions-reload',
    position: 'promotions',
    theme: 'reload',
    title: { en: 'Reload bonus', ru: 'Бонус на пополнение', pt: 'Bônus de recarga' },
    label: { en: 'Reload bonus', ru: 'Бонус на пополнение', pt: 'Bônus de recarga' },
    value: { en: '50% up to $200', ru: '50% до $200', pt: '50% até $200' },
    addition: {
      en: 'On every deposit after your first',
      ru: 'На каждый депозит после первого',
      pt: 'Em cada depósito após o primeiro',
    },
    link: '/offers',
  },
  {
    slug: 'promotions-loyalty',
    position: 'promotions',
    theme: 'loyalty',
    title: { en: 'Loyalty club', ru: 'Клуб лояльности', pt: 'Clube de fidelidade' },
    label: { en: 'Loyalty club', ru: 'Клуб лояльности', pt: 'Clube de fidelidade' },
    value: {
      en: 'Points on every bet',
      ru: 'Баллы за каждую ставку',
      pt: 'Pontos em cada aposta',
    },
    addition: {
      en: 'Swap them for bonuses and free spins in the shop',
      ru: 'Обменивайте их на бонусы и фриспины в магазине',
      pt: 'Troque por bônus e giros grátis na loja',
    },
    link: '/loyalty',
  },
  {
    slug: 'cashier-cashback',
    position: 'cashier',
    theme: 'cashback',
    title: { en: 'Weekly cashback', ru: 'Еженедельный кэшбэк', pt: 'Cashback semanal' },
    label: { en: 'Cashback', ru: 'Кэшбэк', pt: 'Cashback' },
    value: { en: '10% back on losses', ru: '10% от проигрышей', pt: '10% das perdas de volta' },
    addition: {
      en: 'Counted every week, paid to your main balance',
      ru: 'Считается каждую неделю, выплачивается на основной счёт',
      pt: 'Calculado toda semana, pago no saldo principal',
    },
    link: '/profile/cashback',
  },
  {
    slug: 'auth-welcome-spins',
    position: 'auth',
    theme: 'freespins',
    bannerType: 'compact',
    title: { en: 'Free spins for new players', ru: 'Фриспины новичкам', pt: 'Giros para novatos' },
    label: { en: 'Sign up today', ru: 'Зарегистрируйтесь', pt: 'Cadastre-se hoje' },
    value: { en: '50 free spins', ru: '50 фриспинов', pt: '50 giros grátis' },
    addition: {
      en: 'With the promo code WELCOME50',
      ru: 'С промокодом WELCOME50',
      pt: 'Com o código WELCOME50',
    },
    link: '/offers',
  },
  {
    slug: 'gamehall-summer-festival',
    position: 'gamehall',
    theme: 'freespins',
    title: { en: 'Summer slots festival', ru: 'Летний фестиваль слотов', pt: 'Festival de verão' },
    label: { en: 'Festival', ru: 'Фестиваль', pt: 'Festival' },
    value: { en: 'Daily free spins', ru: 'Ежедневные фриспины', pt: 'Giros grátis diários' },
    addition: {
      en: 'The festival is over, see you next summer',
      ru: 'Фестиваль завершён, до встречи следующим летом',
      pt: 'O festival acabou, até o próximo verão',
    },
    link: '/promotions',
    finished: true,
  },
];

async function seedBanners(db: Db, now: Date): Promise<void> {
  await db
    .insert(banners)
    .values(
      BANNERS.map((b, i) => ({
        slug: b.slug,
        position: b.position,
        title: b.title,
        label: b.label,
        value: b.value,
        addition: b.addition,
        bannerType: b.bannerType ?? 'normal',
        imageWide: bannerMediaPath(b.theme, 'wide'),
        imageTall: bannerMediaPath(b.theme, 'tall'),
        link: b.link,
        startsAt: new Date(BANNER_EPOCH + (BANNERS.length - i) * DAY_MS),
        finishedAt: b.finished
          ? new Date(BANNER_EPOCH + 200 * DAY_MS)
          : b.runsDays === undefined
            ? null
            : new Date(now.getTime() + b.runsDays * DAY_MS),
      })),
    )
    .onConflictDoNothing();
}

async function seedPopups(db: Db): Promise<void> {
  await db
    .insert(campaignPopups)
    .values([
      {
        slug: 'welcome-after-registration',
        trigger: 'registration',
        priority: 30,
        repeatAfterHours: null,
        title: {
          en: 'Welcome to Croupier!',
          ru: 'Добро пожаловать в Croupier!',
          pt: 'Bem-vindo ao Croupier!',
        },
        html: {
          en: '<p>Your account is ready. Make your first deposit and get <strong>100% up to $100</strong> plus <strong>50 free spins</strong>.</p>',
          ru: '<p>Ваш аккаунт готов. Сделайте первый депозит и получите <strong>100% до $100</strong> и <strong>50 фриспинов</strong>.</p>',
          pt: '<p>Sua conta está pronta. Faça o primeiro depósito e ganhe <strong>100% até $100</strong> e <strong>50 giros grátis</strong>.</p>',
        },
        image: bannerMediaPath('welcome', 'wide'),
        buttonLabel: { en: 'Deposit now', ru: 'Пополнить', pt: 'Depositar agora' },
        buttonUrl: '/cashier/deposit',
      },
      {
        slug: 'reload-after-deposit',
        trigger: 'deposit',
        priority: 20,
        repeatAfterHours: null,
        title: {
          en: 'Thanks for your deposit',
          ru: 'Спасибо за депозит',
          pt: 'Obrigado pelo depósito',
        },
        html: {
          en: '<p>Your next deposit earns a <strong>50% reload bonus up to $200</strong>.</p>',
          ru: '<p>Следующий депозит принесёт <strong>бонус 50% до $200</strong>.</p>',
          pt: '<p>Seu próximo depósito rende <strong>50% de bônus até $200</strong>.</p>',
        },
        image: bannerMediaPath('reload', 'wide'),
        buttonLabel: { en: 'See offers', ru: 'Все предложения', pt: 'Ver ofertas' },
        buttonUrl: '/offers',
      },
      {
        slug: 'tournament-on-login',
        trigger: 'login',
        priority: 10,
        repeatAfterHours: 24,
        title: {
          en: 'The weekly tournament is on',
          ru: 'Идёт еженедельный турнир',
          pt: 'O torneio semanal começou',
        },
        html: {
          en: '<p>Play the tournament slots to climb the leaderboard. <em>$5,000</em> in prizes.</p>',
          ru: '<p>Играйте в турнирные слоты и поднимайтесь в таблице. Призы — <em>$5 000</em>.</p>',
          pt: '<p>Jogue os slots do torneio e suba no ranking. <em>$5.000</em> em prêmios.</p>',
        },
        image: bannerMediaPath('tournament', 'wide'),
        buttonLabel: { en: 'Join', ru: 'Участвовать', pt: 'Participar' },
        buttonUrl: '/tournaments',
      },
      {
        slug: 'play-responsibly',
        trigger: 'visit',
        priority: 0,
        repeatAfterHours: null,
        title: {
          en: 'Play responsibly',
          ru: 'Играйте ответственно',
          pt: 'Jogue com responsabilidade',
        },
        html: {
          en: '<p>Set deposit limits or take a break at any time in your profile.</p>',
          ru: '<p>Лимиты депозитов и перерыв в игре — в любой момент в профиле.</p>',
          pt: '<p>Defina limites de depósito ou faça uma pausa a qualquer momento no perfil.</p>',
        },
        image: null,
        buttonLabel: { en: 'Set limits', ru: 'Настроить лимиты', pt: 'Definir limites' },
        buttonUrl: '/profile/responsible-game',
      },
    ])
    .onConflictDoNothing();
}

/** The first demo slot (free spins are played there), or null on an empty catalogue. */
async function freespinSlot(db: Db): Promise<string | null> {
  const [slot] = await db
    .select({ sysname: games.sysname })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true), eq(games.isActive, true)))
    .orderBy(asc(games.priority), asc(games.id))
    .limit(1);
  return slot?.sysname ?? null;
}

const money = (usd: number, brl: number) => ({
  USD: String(usd),
  EUR: String(usd),
  BRL: String(brl),
});

function spins(slot: string | null, count: number, wager: number): PromotionSpec[] {
  return slot
    ? [
        {
          type: 'freespins',
          gameSysname: slot,
          count,
          bet: { USD: '0.2', EUR: '0.2', BRL: '1' },
          wagerMultiplier: wager,
          expiresInDays: 7,
        },
      ]
    : [];
}

async function seedOffers(db: Db, now: Date): Promise<void> {
  const slot = await freespinSlot(db);
  const offers: (typeof campaignOffers.$inferInsert)[] = [
    {
      slug: 'welcome-deposit',
      action: 'deposit',
      audience: 'new_depositor',
      priority: 100,
      perPlayerLimit: 1,
      excludeMethods: ['bank_transfer'],
      minAmount: money(10, 50),
      title: { en: 'Welcome bonus', ru: 'Приветственный бонус', pt: 'Bônus de boas-vindas' },
      text: {
        en: 'Your first deposit doubled up to $100, plus 50 free spins. Minimum deposit $10; not for bank transfers. Wager the bonus 35 times within 30 days.',
        ru: 'Первый депозит удваивается до $100, плюс 50 фриспинов. Минимальный депозит $10; кроме банковского перевода. Отыгрыш бонуса x35 за 30 дней.',
        pt: 'Seu primeiro depósito dobrado até $100, mais 50 giros grátis. Depósito mínimo de $10; exceto transferência bancária. Aposte o bônus 35 vezes em 30 dias.',
      },
      image: bannerMediaPath('welcome', 'wide'),
      promotions: [
        {
          type: 'bonus',
          bonusType: 'casino',
          percent: 100,
          maxAmount: money(100, 500),
          wagerMultiplier: 35,
          expiresInDays: 30,
        },
        ...spins(slot, 50, 30),
      ],
    },
    {
      slug: 'reload-deposit',
      action: 'deposit',
      audience: 'returning_depositor',
      priority: 90,
      perPlayerLimit: null,
      excludeMethods: [],
      minAmount: money(20, 100),
      title: { en: 'Reload bonus', ru: 'Бонус на пополнение', pt: 'Bônus de recarga' },
      text: {
        en: '50% of every deposit after your first, up to $200. Minimum deposit $20; wager 30 times.',
        ru: '50% от каждого депозита после первого, до $200. Минимум $20; отыгрыш x30.',
        pt: '50% de cada depósito após o primeiro, até $200. Mínimo de $20; aposte 30 vezes.',
      },
      image: bannerMediaPath('reload', 'wide'),
      promotions: [
        {
          type: 'bonus',
          bonusType: 'casino',
          percent: 50,
          maxAmount: money(200, 1000),
          wagerMultiplier: 30,
          expiresInDays: 14,
        },
      ],
    },
    {
      slug: 'sports-deposit',
      action: 'deposit',
      audience: 'anyone',
      priority: 80,
      perPlayerLimit: 1,
      excludeMethods: ['pix'],
      minAmount: money(10, 50),
      title: { en: 'Sports bonus', ru: 'Спортивный бонус', pt: 'Bônus esportivo' },
      text: {
        en: 'A 25% betting bonus up to $50 on one deposit. Wager 5 times at odds of 1.50 or more.',
        ru: 'Бонус на ставки 25% до $50 за один депозит. Отыгрыш x5 с коэффициентом от 1.50.',
        pt: 'Bônus de apostas de 25% até $50 em um depósito. Aposte 5 vezes com odds de 1.50 ou mais.',
      },
      image: bannerMediaPath('sports', 'wide'),
      promotions: [
        {
          type: 'bonus',
          bonusType: 'betting',
          percent: 25,
          maxAmount: money(50, 250),
          wagerMultiplier: 5,
          expiresInDays: 14,
        },
      ],
    },
    {
      slug: 'new-player-gift',
      action: 'registration',
      audience: 'new_player',
      priority: 70,
      perPlayerLimit: 1,
      title: { en: 'New player gift', ru: 'Подарок новичку', pt: 'Presente de boas-vindas' },
      text: {
        en: 'A $5 casino bonus for your first week. Take it from the offers page; wager 20 times.',
        ru: 'Бонус $5 в первую неделю. Заберите его на странице предложений; отыгрыш x20.',
        pt: 'Um bônus de $5 na sua primeira semana. Resgate na página de ofertas; aposte 20 vezes.',
      },
      image: bannerMediaPath('welcome', 'wide'),
      promotions: [
        { type: 'bonus', bonusType: 'casino', amount: money(5, 25), wagerMultiplier: 20 },
      ],
    },
    {
      slug: 'welcome50-spins',
      action: 'promo_code',
      audience: 'new_player',
      priority: 60,
      perPlayerLimit: 1,
      title: {
        en: '50 free spins with WELCOME50',
        ru: '50 фриспинов с WELCOME50',
        pt: '50 giros com WELCOME50',
      },
      text: {
        en: 'New players: enter WELCOME50 at sign-up or in the cashier for 50 free spins.',
        ru: 'Новичкам: введите WELCOME50 при регистрации или в кассе и получите 50 фриспинов.',
        pt: 'Novos jogadores: use WELCOME50 no cadastro ou no caixa e ganhe 50 giros grátis.',
      },
      image: bannerMediaPath('freespins', 'wide'),
      promotions: slot
        ? spins(slot, 50, 25)
        : [{ type: 'bonus', bonusType: 'casino', amount: money(10, 50), wagerMultiplier: 25 }],
    },
    {
      slug: 'spring-bonus',
      action: 'promo_code',
      audience: 'anyone',
      priority: 50,
      perPlayerLimit: 1,
      title: { en: 'Spring bonus', ru: 'Весенний бонус', pt: 'Bônus de primavera' },
      text: {
        en: 'Enter SPRING25 for a $25 casino bonus. Wager 30 times within 14 days.',
        ru: 'Введите SPRING25 и получите бонус $25. Отыгрыш x30 за 14 дней.',
        pt: 'Use SPRING25 e ganhe $25 de bônus. Aposte 30 vezes em 14 dias.',
      },
      image: bannerMediaPath('reload', 'wide'),
      promotions: [
        {
          type: 'bonus',
          bonusType: 'casino',
          amount: money(25, 125),
          wagerMultiplier: 30,
          expiresInDays: 14,
        },
      ],
    },
    {
      slug: 'winter-bonus',
      action: 'promo_code',
      audience: 'anyone',
      listed: false,
      perPlayerLimit: 1,
      title: { en: 'Winter bonus', ru: 'Зимний бонус', pt: 'Bônus de inverno' },
      text: { en: 'A $15 casino bonus.', ru: 'Бонус $15.', pt: 'Um bônus de $15.' },
      promotions: [
        { type: 'bonus', bonusType: 'casino', amount: money(15, 75), wagerMultiplier: 30 },
      ],
    },
    {
      slug: 'vip-gold',
      action: 'promo_code',
      audience: 'anyone',
      listed: false,
      perPlayerLimit: 1,
      title: { en: 'VIP gold gift', ru: 'VIP-подарок', pt: 'Presente VIP' },
      text: {
        en: 'A one-off $50 casino bonus for our VIP guest.',
        ru: 'Разовый бонус $50 для VIP-гостя.',
        pt: 'Um bônus único de $50 para o nosso convidado VIP.',
      },
      image: bannerMediaPath('loyalty', 'wide'),
      promotions: [
        { type: 'bonus', bonusType: 'casino', amount: money(50, 250), wagerMultiplier: 10 },
      ],
    },
    {
      slug: 'code-reload',
      action: 'deposit',
      audience: 'returning_depositor',
      listed: false,
      priority: 95,
      perPlayerLimit: 1,
      excludeMethods: [],
      minAmount: money(20, 100),
      title: {
        en: 'RELOAD50: 50% up to $150',
        ru: 'RELOAD50: 50% до $150',
        pt: 'RELOAD50: 50% até $150',
      },
      text: {
        en: 'Unlocked with RELOAD50: 50% of your next deposit, up to $150. Wager 25 times.',
        ru: 'Открыт кодом RELOAD50: 50% от следующего депозита, до $150. Отыгрыш x25.',
        pt: 'Liberado com RELOAD50: 50% do próximo depósito, até $150. Aposte 25 vezes.',
      },
      image: bannerMediaPath('reload', 'wide'),
      promotions: [
        {
          type: 'bonus',
          bonusType: 'casino',
          percent: 50,
          maxAmount: money(150, 750),
          wagerMultiplier: 25,
        },
      ],
    },
  ];
  await db
    .insert(campaignOffers)
    .values(offers.map((o) => ({ ...o, startsAt: new Date(BANNER_EPOCH) })))
    .onConflictDoNothing();

  const ids = new Map(
    (
      await db
        .select({ id: campaignOffers.id, slug: campaignOffers.slug })
        .from(campaignOffers)
        .where(
          inArray(
            campaignOffers.slug,
            offers.map((o) => o.slug),
          ),
        )
    ).map((o) => [o.slug, o.id]),
  );
  const code = (
    value: string,
    offer: string,
    extra: Partial<typeof promoCodes.$inferInsert> = {},
  ) => ({ code: value, offerId: ids.get(offer)!, startsAt: new Date(BANNER_EPOCH), ...extra });
  await db
    .insert(promoCodes)
    .values([
      code('WELCOME50', 'welcome50-spins'),
      code('SPRING25', 'spring-bonus'),
      code('WINTER24', 'winter-bonus', { expiresAt: new Date(Date.UTC(2025, 2, 1)) }),
      code('VIP-GOLD-7Q2X', 'vip-gold', { maxUses: 1 }),
      code('RELOAD50', 'code-reload'),
      code('SUMMER-LATE', 'spring-bonus', {
        startsAt: new Date(now.getTime() + 365 * DAY_MS),
      }),
    ])
    .onConflictDoNothing();
}

/** Seeds the demo banners, popups, offers and promo codes (safe to run on every start). */
export async function seedCampaigns(db: Db, now: Date = new Date()): Promise<void> {
  await seedBanners(db, now);
  await seedPopups(db);
  await seedOffers(db, now);
}
