/**
 * The demo sportsbook's sports, leagues and teams (fictional but plausible names), with the
 * compressed timing of their events: a fixture slot every `cadenceMinutes` per league, each
 * event lasting `durationMinutes` of real time while its match clock runs the full game.
 */

/** A sport code (also the first part of an event id). */
export type SportCode = 'fb' | 'bb' | 'tn' | 'ih';

/** How an event's score is scripted and priced. */
export type ScoreModel = 'goals' | 'points' | 'sets';

/** A league (or tour) of a sport. */
export interface League {
  name: string;
  country: string;
  /** An even number of teams: even slots draw from even indices, odd slots from odd ones. */
  teams: readonly string[];
}

/** A sport of the book. */
export interface Sport {
  code: SportCode;
  name: string;
  model: ScoreModel;
  /** Real minutes between two kick-offs of one league. */
  cadenceMinutes: number;
  /** Real minutes an event lasts (less than two cadences, so a team never plays twice at once). */
  durationMinutes: number;
  /** Minutes the schedule is shifted by, so sports do not all start together. */
  offsetMinutes: number;
  /** Match-clock length in minutes (goals and points sports). */
  clockMinutes: number;
  /** Periods of the match clock (halves, quarters, periods). */
  periods: number;
  leagues: readonly League[];
}

/** Every sport of the book, in display order. */
export const SPORTS: readonly Sport[] = [
  {
    code: 'fb',
    name: 'Football',
    model: 'goals',
    cadenceMinutes: 15,
    durationMinutes: 20,
    offsetMinutes: 0,
    clockMinutes: 90,
    periods: 2,
    leagues: [
      {
        name: 'Premier Division',
        country: 'England',
        teams: [
          'Ashford United',
          'Kingsport City',
          'Redhill Rovers',
          'Northbridge FC',
          'Harbor City',
          'Wexley Athletic',
          'Castleford Town',
          'Brookmouth Albion',
          'Oldgate Wanderers',
          'Millbrook Rangers',
          'Stonebury Villa',
          'Eastwick Palace',
        ],
      },
      {
        name: 'Primera Liga',
        country: 'Spain',
        teams: [
          'Real Montaña',
          'Atlético Costa',
          'Deportivo Sierra',
          'CD Valleverde',
          'Racing Puerto',
          'UD Las Torres',
          'Sporting Almería Norte',
          'CF Río Claro',
          'Unión Castellar',
          'Real Olivar',
          'SD Bahía Azul',
          'Club Atlético Mirador',
        ],
      },
    ],
  },
  {
    code: 'bb',
    name: 'Basketball',
    model: 'points',
    cadenceMinutes: 15,
    durationMinutes: 20,
    offsetMinutes: 5,
    clockMinutes: 48,
    periods: 4,
    leagues: [
      {
        name: 'National Basketball Conference',
        country: 'USA',
        teams: [
          'Capital Comets',
          'Bay Tides',
          'Desert Hawks',
          'Lakeshore Lynx',
          'Midtown Monarchs',
          'Summit Grizzlies',
          'Harbor Knights',
          'Prairie Storm',
          'Riverside Raptors',
          'Coastal Sharks',
        ],
      },
      {
        name: 'EuroCup Series',
        country: 'Europe',
        teams: [
          'Vardar Skopje Lions',
          'Baltic Wolves Riga',
          'Adriatic Split',
          'Danube Belgrade',
          'Olympia Patras',
          'Alpine Innsbruck',
          'Nordic Tampere',
          'Iberia Valencia Bay',
        ],
      },
    ],
  },
  {
    code: 'tn',
    name: 'Tennis',
    model: 'sets',
    cadenceMinutes: 20,
    durationMinutes: 30,
    offsetMinutes: 10,
    clockMinutes: 0,
    periods: 3,
    leagues: [
      {
        name: 'Hardcourt Open — Men',
        country: 'World',
        teams: [
          'L. Moreau',
          'K. Tanaka',
          'M. Albrecht',
          'D. Novák',
          'R. Castillo',
          'A. Lindqvist',
          'J. Whitfield',
          'S. Petrov',
          'T. Okafor',
          'F. Rinaldi',
        ],
      },
      {
        name: 'Clay Masters — Women',
        country: 'World',
        teams: [
          'E. Kowalska',
          'M. Duarte',
          'A. Sørensen',
          'Y. Nakamura',
          'C. Laurent',
          'I. Horvat',
          'B. Adeyemi',
          'V. Ivanova',
          'L. Fitzgerald',
          'N. Costa',
        ],
      },
    ],
  },
  {
    code: 'ih',
    name: 'Ice hockey',
    model: 'goals',
    cadenceMinutes: 15,
    durationMinutes: 20,
    offsetMinutes: 10,
    clockMinutes: 60,
    periods: 3,
    leagues: [
      {
        name: 'Northern Hockey League',
        country: 'Canada',
        teams: [
          'Frost Giants',
          'Lakeside Wolves',
          'Timberline Bears',
          'Granite Bay Blades',
          'Aurora Ravens',
          'Cold Harbor Kings',
          'Pinecrest Moose',
          'Silverfalls Stars',
        ],
      },
    ],
  },
];

/** The sport of a code, or undefined. */
export function sportOf(code: string): Sport | undefined {
  return SPORTS.find((s) => s.code === code);
}
