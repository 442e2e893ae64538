// @ts-check
/**
 * The demo sportsbook page's script, its entry module (sportsbook-page.ts renders the page and
 * loads this file; sportsbook-routes.ts serves the modules beside it). It starts from the JSON
 * block `#cfg` (values from the server never enter the code), polls the feed for scores and
 * moving odds, keeps the bet slip (singles or an accumulator, stake from the main or
 * betting-bonus balance, an odds-change choice) and the player's bets, and talks to the
 * sportsbook API with its game token only. A module runs after the document is parsed, so the
 * elements it drives are there.
 */
import { absorbFeed } from './absorb-feed.js';
import { C } from './config.js';
import { listenToControls } from './controls.js';
import { poll } from './feed-poller.js';
import { startFrameHost } from './frame-host.js';
import { loadBets } from './my-bets.js';
import { render } from './page-render.js';
import { place } from './place-bet.js';
import { openSheet } from './slip-sheet.js';
import { loadAccount } from './wallet.js';

startFrameHost((kind) => (kind === 'open' ? openSheet(true) : place()));
listenToControls();
absorbFeed(C.feed);
render();
setTimeout(poll, Math.min(5000, C.feed.next_tick_ms + 250));
if (C.token) {
  setInterval(loadAccount, 20000);
  loadBets(false);
}
