/**
 * Demo players who fill boards, winner lists and finished tournaments of the demo site. They
 * have no password (nobody signs in as them) and are created once, by login.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createUser } from '../users/create-user.ts';

/** Nicknames and countries of the demo players. */
const DEMO_PLAYERS: readonly { fakename: string; countryCode: string }[] = [
  { fakename: 'LuckyMarlin', countryCode: 'BR' },
  { fakename: 'ReelQueen', countryCode: 'DE' },
  { fakename: 'NightOwl77', countryCode: 'GB' },
  { fakename: 'AceOfRio', countryCode: 'BR' },
  { fakename: 'VelvetSpin', countryCode: 'PT' },
  { fakename: 'CopperJack', countryCode: 'CA' },
  { fakename: 'SpinDoctor', countryCode: 'US' },
  { fakename: 'GoldRush88', countryCode: 'AU' },
  { fakename: 'MidnightAce', countryCode: 'NL' },
  { fakename: 'WildCardWolf', countryCode: 'SE' },
];

function loginOf(fakename: string): string {
  return `${fakename.toLowerCase()}@players.croupier.test`;
}

/** Creates the demo players that are missing; answers all their ids in DEMO_PLAYERS order. */
export async function ensureDemoPlayers(db: Db): Promise<number[]> {
  const logins = DEMO_PLAYERS.map((p) => loginOf(p.fakename));
  const existing = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, logins));
  const ids = new Map(existing.map((u) => [u.login, u.id]));
  if (ids.size === DEMO_PLAYERS.length) return logins.map((l) => ids.get(l)!);
  return db.transaction(async (tx) => {
    const out: number[] = [];
    for (const p of DEMO_PLAYERS) {
      const login = loginOf(p.fakename);
      out.push(
        ids.get(login) ??
          (await createUser(tx, { login, fakename: p.fakename, countryCode: p.countryCode })),
      );
    }
    return out;
  });
}
