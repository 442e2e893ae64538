// @ts-check
/**
 * Loading the player's bets (the chosen filter's first page, or the next page appended) and the
 * count of open ones the My bets tab shows.
 */
import { api } from '../../demo-game/shared/browser/api-client.js';
import { C } from './config.js';
import { renderTabs } from './events-view.js';
import { renderMain } from './page-render.js';
import { S } from './state.js';

/** @param {boolean} append */
export async function loadBets(append) {
  if (!C.token) return;
  const offset = append ? S.bets.items.length : 0;
  const [r, open] = await Promise.all([
    api(C.api + '/bets', { token: C.token, status: S.bets.filter, offset, count: 10 }),
    api(C.api + '/bets', { token: C.token, status: 'open', offset: 0, count: 1 }),
  ]);
  if (r.status === 200 && r.body) {
    const d = r.body.data;
    S.bets.items = append ? S.bets.items.concat(d.items) : d.items;
    S.bets.total = d.total;
    S.bets.loaded = true;
  }
  if (open.status === 200 && open.body) S.bets.openCount = open.body.data.total;
  renderTabs();
  if (S.tab === 'bets') renderMain();
}
