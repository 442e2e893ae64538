/** The leaderboard group (§7): get, live, top. */
export { registerLeaderboardGroup } from './leaderboard-group.ts';
