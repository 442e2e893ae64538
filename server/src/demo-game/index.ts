/** The demo game provider: a playable slot behind /platform/game, its paytable, RTP and money flow. */
export { registerDemoGame } from './demo-game-routes.ts';
export type { GameSession, NewGameSession } from './game-session.ts';
export type { SpinResult } from './play-spin.ts';
export type { SymbolId } from './paytable.ts';
export { evaluateGrid } from './slot-engine.ts';
export type { Grid, LineWin, SpinOutcome, RandomInt } from './slot-engine.ts';
export type { SlotPageConfig } from './slot-page.ts';
