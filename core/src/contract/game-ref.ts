/**
 * A reference to a game inside another entity (freespin pack, jackpot, winner, reward). The
 * full game entity belongs to the games group; this is the part others need to link to it.
 */
import * as z from 'zod/mini';

/** Game sysname (route /game/{sysname}) and its display name. */
export const gameRef = z.object({ sysname: z.string(), name: z.string() });
export type GameRef = z.output<typeof gameRef>;
