/** The demo player: sign in with these to see a funded account in all four balance kinds. */

/** Login and password of the demo account (also shown in the README). */
export const DEMO_ACCOUNT = {
  login: 'demo@croupier.test',
  password: 'demo1234',
} as const;

/** Everything else about the demo player. */
export const DEMO_PROFILE = {
  currency: 'USD',
  locale: 'en',
  countryCode: 'US',
  fakename: 'LuckyDemo',
  /** Opening balances per kind, as decimal strings. */
  balances: { main: '1000', bonus: '150', betting_bonus: '75.5', fun: '10000' },
  profile: {
    first_name: 'Alex',
    last_name: 'Morgan',
    birth_date: '1990-04-12',
    sex: 1,
    country: 'United States',
    home_town: 'Austin',
    address: '500 Congress Ave',
    postcode: '78701',
  },
} as const;
