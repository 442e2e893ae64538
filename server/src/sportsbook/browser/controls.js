// @ts-check
/**
 * The page's controls: one delegated listener per kind of event (the views re-render their
 * markup, so nothing is bound to an element that may be replaced) for odds, tabs, sports, bet
 * filters, the slip's buttons and fields, and the sheet.
 */
import { toggleSelection } from './bet-slip.js';
import { $ } from './config.js';
import { renderSports } from './events-view.js';
import { loadBets } from './my-bets.js';
import { render, renderMain } from './page-render.js';
import { place } from './place-bet.js';
import { openSheet } from './slip-sheet.js';
import { renderSlip } from './slip-view.js';
import { S, note } from './state.js';

/** Starts listening to the player. */
export function listenToControls() {
  document.addEventListener('click', (e) => {
    const t = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (e.target).closest('button,[data-tab]')
    );
    if (!t) return;
    if (t.dataset.k) {
      toggleSelection(t.dataset.k);
      return;
    }
    if (t.dataset.tab) {
      S.tab = t.dataset.tab;
      S.sport = S.tab === 'bets' ? 'all' : S.sport;
      render();
      if (S.tab === 'bets') loadBets(false);
      return;
    }
    if (t.dataset.sport) {
      S.sport = t.dataset.sport;
      renderSports();
      renderMain();
      return;
    }
    if (t.dataset.filter) {
      S.bets.filter = t.dataset.filter;
      S.bets.loaded = false;
      renderMain();
      loadBets(false);
      return;
    }
    if (t.dataset.remove) {
      S.slip = S.slip.filter((s) => s.key !== t.dataset.remove);
      note('');
      render();
      return;
    }
    if (t.dataset.accept) {
      const s = S.slip.find((x) => x.key === t.dataset.accept);
      if (s) {
        s.odds = s.current;
        note('');
      }
      renderSlip();
      return;
    }
    if (t.dataset.type) {
      S.type = t.dataset.type;
      renderSlip();
      return;
    }
    if (t.dataset.stake) {
      S.stake = t.dataset.stake;
      renderSlip();
      return;
    }
    if (t.id === 'place') {
      place();
      return;
    }
    if (t.id === 'again') {
      S.receipt = null;
      render();
      return;
    }
    if (t.id === 'more') {
      loadBets(true);
      return;
    }
    if (t.id === 'clear') {
      S.slip = [];
      note('');
      render();
      return;
    }
    if (t.id === 'bar') {
      openSheet(true);
      return;
    }
    if (t.id === 'closeSlip') {
      openSheet(false);
      if (S.receipt) {
        S.receipt = null;
        renderSlip();
      }
      if (!$('bar').hidden) $('bar').focus();
      return;
    }
  });
  $('scrim').addEventListener('click', () => {
    openSheet(false);
    if (S.receipt) {
      S.receipt = null;
      renderSlip();
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && S.sheet) openSheet(false);
  });
  document.addEventListener('input', (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.id === 'stake') {
      S.stake = input.value.replace(/[^\d.,]/g, '');
      renderSlip();
    }
  });
  document.addEventListener('change', (e) => {
    const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (e.target);
    if (field.name === 'from') {
      S.balance = field.value;
      note('');
      renderSlip();
    }
    if (field.id === 'accept') {
      S.accept = field.value;
    }
  });
}
