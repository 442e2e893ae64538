/** Leaderboards: period boards from play events and how players are named on them. */
