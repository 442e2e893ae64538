/** The demo game provider: a playable slot behind /platform/game, its paytable, RTP and money flow. */
export { registerDemoGame } from './demo-game-routes.ts';
