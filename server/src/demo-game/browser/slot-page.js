// @ts-check
/**
 * The demo slot page's script, its entry module (slot-page.ts renders the page and loads this
 * file; demo-game-routes.ts serves the modules beside it). It starts from the JSON block `#cfg`
 * (values from the server never enter the code) and spins by POSTing its game token to the
 * game API; it never sees the player's site session. A module runs after the document is
 * parsed, so the elements it drives are there.
 */
import { button } from './config.js';
import { listenToControls } from './controls.js';
import { paintStartReels } from './reels.js';
import { setBusy, showBalance, showFree } from './slot-display.js';

listenToControls();
paintStartReels();
showBalance();
showFree();
// The page serves its controls disabled until now, when they are listened to.
button('info').disabled = false;
setBusy(false);
