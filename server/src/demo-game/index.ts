/** The demo game provider: a playable slot behind /platform/game, its paytable, RTP and money flow. */
export {
  registerDemoGame,
  GAME_PAGE_PATH,
  GAME_API_PATH,
  FUN_REFILL_MINOR,
} from './demo-game-routes.ts';
export {
  openGameSession,
  useGameSession,
  GAME_TOKEN_TTL_SECONDS,
  GUEST_DEMO_BALANCE_MINOR,
} from './game-session.ts';
export type { GameSession, NewGameSession } from './game-session.ts';
export { playSpin, betLevelsFor, frameWallet, cryptoRandomInt } from './play-spin.ts';
export type { SpinResult } from './play-spin.ts';
export {
  SYMBOLS,
  REELS,
  ROWS,
  REEL_WEIGHTS,
  PAYS,
  PAYLINES,
  BET_LEVELS_MINOR,
  TARGET_RTP,
  SYMBOL_LABELS,
} from './paytable.ts';
export type { SymbolId } from './paytable.ts';
export { drawGrid, payLine, evaluateGrid, spinOutcome, winMinor } from './slot-engine.ts';
export type { Grid, LineWin, SpinOutcome, RandomInt } from './slot-engine.ts';
export { exactRtp, simulateRtp } from './rtp.ts';
export { gamePageCsp, newNonce } from './page-security.ts';
export { slotPage, readSlotConfig } from './slot-page.ts';
export type { SlotPageConfig } from './slot-page.ts';
