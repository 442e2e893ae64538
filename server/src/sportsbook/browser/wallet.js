// @ts-check
/**
 * The wallet in the header (main and betting-bonus balances, or a guest's sign-in link), kept
 * up to date from the account endpoint.
 */
import { api } from '../../demo-game/shared/browser/api-client.js';
import { $, C } from './config.js';
import { money } from './formats.js';
import { esc } from './markup.js';
import { renderSlip } from './slip-view.js';
import { S } from './state.js';

export function renderWallet() {
  if (!C.token) {
    $('wallet').innerHTML =
      '<a class="signin" href="' + esc(C.signInHref) + '" target="_top">Sign in to bet</a>';
    return;
  }
  const b = S.balances || { main: '0', betting_bonus: '0' };
  $('wallet').innerHTML =
    '<div class="pill"><span>Main</span><b>' +
    money(b.main) +
    '</b></div>' +
    (Number(b.betting_bonus) > 0
      ? '<div class="pill bonus"><span>Bet bonus</span><b>' + money(b.betting_bonus) + '</b></div>'
      : '');
}
export async function loadAccount() {
  if (!C.token) return;
  const r = await api(C.api + '/account', { token: C.token });
  if (r.status === 200 && r.body && r.body.data) {
    S.balances = r.body.data;
    renderWallet();
    if (!S.busy) renderSlip();
  }
}
