// @ts-check
/**
 * Polling the feed for scores and moving odds, just after the server's next tick (every five
 * seconds at most, one at least, five after a failed poll).
 */
import { api } from '../../demo-game/shared/browser/api-client.js';
import { absorbFeed } from './absorb-feed.js';
import { C } from './config.js';
import { renderSports, renderTabs } from './events-view.js';
import { renderMain } from './page-render.js';
import { renderSlip } from './slip-view.js';
import { S } from './state.js';

export async function poll() {
  const r = await api(C.api + '/feed');
  if (r.status === 200 && r.body && r.body.data) {
    absorbFeed(r.body.data);
    renderTabs();
    renderSports();
    if (S.tab !== 'bets') renderMain();
    if (!S.busy && !S.receipt) renderSlip();
  }
  const wait = r.body && r.body.data ? Math.min(5000, r.body.data.next_tick_ms + 250) : 5000;
  setTimeout(poll, Math.max(1000, wait));
}
