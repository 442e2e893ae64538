// @ts-check
/**
 * Rendering the whole page from the state, and the main column alone (events or my bets) with
 * the focused odds button kept focused across the re-render.
 */
import { renderBets } from './bets-view.js';
import { $ } from './config.js';
import { renderEvents, renderSports, renderTabs } from './events-view.js';
import { renderSlip } from './slip-view.js';
import { S } from './state.js';
import { renderWallet } from './wallet.js';

export function renderMain() {
  const active = document.activeElement;
  const focus = active instanceof HTMLElement && active.dataset ? active.dataset.k : null;
  $('main').innerHTML = S.tab === 'bets' ? renderBets() : renderEvents();
  if (focus) {
    const el = $('main').querySelector('[data-k="' + CSS.escape(focus) + '"]');
    if (el instanceof HTMLElement) el.focus();
  }
}
export function render() {
  renderTabs();
  renderSports();
  renderMain();
  renderSlip();
  renderWallet();
}
