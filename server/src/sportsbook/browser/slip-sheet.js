// @ts-check
/**
 * Opening and closing the slip as a bottom sheet (phones), focusing its close button when it
 * opens.
 */
import { $ } from './config.js';
import { offer } from './frame-host.js';
import { S } from './state.js';

/** @param {boolean} open */
export function openSheet(open) {
  S.sheet = open;
  $('slip').classList.toggle('open', open);
  $('scrim').classList.toggle('open', open);
  if (open) {
    const c = $('closeSlip');
    if (c && getComputedStyle(c).display !== 'none') c.focus();
  }
  offer();
}
