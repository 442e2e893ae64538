/** Jackpots' shared parts: the pools that tick up, their cards and the wins feed. */
export { JackpotCard, type JackpotCardProps } from './JackpotCard.tsx';
export { jackpotPath } from './jackpot-path.ts';
export { TickingAmount, type TickingAmountProps } from './TickingAmount.tsx';
export { easeOut, tickValue, TICK_DURATION_MS } from './ticking.ts';
export {
  JACKPOT_REFRESH_MS,
  WINNERS_PAGE_SIZE,
  WINNERS_REFRESH_MS,
  useJackpotWinners,
  useJackpots,
} from './use-jackpots.ts';
export { WinsFeed, type WinsFeedProps } from './WinsFeed.tsx';
export { RecentWins } from './RecentWins.tsx';
