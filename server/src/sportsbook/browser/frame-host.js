// @ts-check
/**
 * The frame-action protocol (core/src/games/frame-action.ts): the slip's primary action is
 * offered to the app around the frame, whose native button (Telegram's main button) may carry
 * it and press it. Only the parent window at the site's origin is obeyed or told anything.
 */
import { $, C } from './config.js';
import { placeBlocked, placeLabel } from './slip-totals.js';
import { S } from './state.js';

const H = C.host;
const framed = !!H && window.parent !== window;
const wide = window.matchMedia('(min-width:960px)');
let carried = false,
  offered = '';
function primaryAction() {
  if (!C.token || !S.slip.length || S.receipt) return null;
  if (!wide.matches && !S.sheet)
    return {
      kind: 'open',
      text: 'Bet slip · ' + S.slip.length + ' selection' + (S.slip.length === 1 ? '' : 's'),
      loading: false,
      disabled: false,
    };
  return {
    kind: 'place',
    text: placeLabel(),
    loading: S.busy,
    disabled: !S.busy && placeBlocked(),
  };
}
/** @param {object} message */
function tell(message) {
  window.parent.postMessage(
    Object.assign({ protocol: H.protocol, v: H.version }, message),
    H.origin,
  );
}
export function offer() {
  if (!framed) return;
  const a = primaryAction();
  document.body.classList.toggle('carried', carried);
  document.body.classList.toggle('carried-open', carried && !!a && a.kind === 'open');
  const action = a ? { text: a.text, loading: a.loading, disabled: a.disabled } : null;
  const key = JSON.stringify(action);
  if (key === offered) return;
  offered = key;
  tell({ type: 'action', action });
}
/** @param {boolean} ok */
export function report(ok) {
  if (framed) tell({ type: 'result', ok });
}
// Content-sized framing: the host sizes the frame to the height reported here (the page never
// scrolls inside it then) and says which part of it is on screen (--vt from the top, --vh
// tall), where the slip bar and sheet stay; a null viewport (full screen) gives the page its
// own viewport back. The theme follows the app's.
const root = document.documentElement;
const px = (/** @type {unknown} */ n) => typeof n === 'number' && isFinite(n) && n >= 0;
/** @param {{ top: number, height: number } | null} v */
function setViewport(v) {
  const sized = !!v && px(v.top) && px(v.height);
  root.classList.toggle('sized', sized);
  if (v && sized) {
    root.style.setProperty('--vt', v.top + 'px');
    root.style.setProperty('--vh', v.height + 'px');
  } else {
    root.style.removeProperty('--vt');
    root.style.removeProperty('--vh');
  }
}
let reported = 0;
function reportSize() {
  if (!framed) return;
  const h = Math.ceil($('app').getBoundingClientRect().height);
  if (h > 0 && h !== reported) {
    reported = h;
    tell({ type: 'size', height: h });
  }
}

/**
 * Starts talking to the app around the frame: reports the page's height as it changes and
 * obeys the app's theme, viewport, carried and press messages; `press` is called with the
 * primary action the app's button pressed.
 * @param {(kind: 'open' | 'place') => void} press
 */
export function startFrameHost(press) {
  if (framed && typeof ResizeObserver === 'function')
    new ResizeObserver(reportSize).observe($('app'));
  window.addEventListener('message', (e) => {
    if (!framed || e.source !== window.parent || e.origin !== H.origin) return;
    const d = e.data;
    if (!d || d.protocol !== H.protocol || d.v !== H.version) return;
    if (d.type === 'theme') {
      root.classList.toggle('light', d.theme === 'light');
      return;
    }
    if (d.type === 'viewport') {
      setViewport(d.viewport);
      return;
    }
    if (d.type === 'carried') {
      carried = d.carried === true;
      offer();
      return;
    }
    if (d.type !== 'press') return;
    const a = primaryAction();
    if (!a || a.loading || a.disabled) return;
    press(a.kind === 'open' ? 'open' : 'place');
  });
  wide.addEventListener('change', offer);
}
