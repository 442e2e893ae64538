/** Inline SVG icons of the sportsbook page (symbols referenced with `<use href="#i-…">`). */

/** Sport and UI icons as one hidden sprite. */
export function sportsbookSprite(): string {
  const stroke = 'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"';
  return `<svg class="sprite" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
<symbol id="i-all" viewBox="0 0 24 24"><rect x="3.5" y="3.5" width="7" height="7" rx="2" ${stroke}/><rect x="13.5" y="3.5" width="7" height="7" rx="2" ${stroke}/><rect x="3.5" y="13.5" width="7" height="7" rx="2" ${stroke}/><rect x="13.5" y="13.5" width="7" height="7" rx="2" ${stroke}/></symbol>
<symbol id="i-fb" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.4" ${stroke}/><path d="M12 7.4l4 2.9-1.5 4.7h-5L8 10.3z" fill="currentColor"/><path d="M12 7.4V2.8M16 10.3l4.3-1.4M14.5 15l2.7 3.7M9.5 15l-2.7 3.7M8 10.3L3.7 8.9" ${stroke}/></symbol>
<symbol id="i-bb" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.4" ${stroke}/><path d="M2.6 12h18.8M12 2.6v18.8M5.4 5.4c3.4 3.3 3.4 9.9 0 13.2M18.6 5.4c-3.4 3.3-3.4 9.9 0 13.2" ${stroke}/></symbol>
<symbol id="i-tn" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.4" ${stroke}/><path d="M4.7 5.9c3.9 3.3 3.9 8.9 0 12.2M19.3 5.9c-3.9 3.3-3.9 8.9 0 12.2" ${stroke}/></symbol>
<symbol id="i-ih" viewBox="0 0 24 24"><path d="M7 2.8l6.9 12.6c.6 1.1 1.7 1.6 2.9 1.6h4.4v2.6h-5.3c-2 0-3.6-1-4.5-2.7L4.6 4.1z" fill="currentColor"/><ellipse cx="6.2" cy="18.6" rx="3.6" ry="1.7" fill="currentColor"/></symbol>
<symbol id="i-lock" viewBox="0 0 24 24"><rect x="5" y="10.5" width="14" height="10" rx="2.4" fill="currentColor"/><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" ${stroke}/></symbol>
<symbol id="i-x" viewBox="0 0 24 24"><path d="M6.5 6.5l11 11M17.5 6.5l-11 11" ${stroke} stroke-width="2"/></symbol>
<symbol id="i-slip" viewBox="0 0 24 24"><path d="M6 2.8h12a1.6 1.6 0 0 1 1.6 1.6v16.8l-2.6-1.6-2.5 1.6-2.5-1.6-2.5 1.6L7 19.6l-2.6 1.6V4.4A1.6 1.6 0 0 1 6 2.8z" ${stroke}/><path d="M8.5 8h7M8.5 12h7M8.5 16h4" ${stroke}/></symbol>
<symbol id="i-check" viewBox="0 0 24 24"><path d="M5 12.5l4.5 4.5L19 7.5" ${stroke} stroke-width="2.4"/></symbol>
</svg>`;
}
