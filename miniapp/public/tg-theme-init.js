/* global window */
// Runs before first paint inside Telegram: the client's theme params (launch URL, else the
// copy kept for reloads) as --tg-theme-* variables, which telegram-tokens.css maps onto the
// design tokens; dark or light from the background. No launch data: nothing to do.
(function () {
  var query = null;
  var all = (window.location.search + '&' + window.location.hash).replace(/[?#]/g, '&');
  if (/(^|&)tgWebAppData=/.test(all)) query = all;
  else {
    try {
      query = window.sessionStorage.getItem('croupier/tg-launch');
    } catch {
      query = null;
    }
  }
  if (!query) return;
  var root = window.document.documentElement;
  root.setAttribute('data-shell', 'telegram');
  var theme = {};
  try {
    theme = JSON.parse(new URLSearchParams(query).get('tgWebAppThemeParams') || '{}');
  } catch {
    theme = {};
  }
  for (var key in theme) {
    if (typeof theme[key] === 'string' && /^#[0-9a-f]{3,8}$/i.test(theme[key])) {
      root.style.setProperty('--tg-theme-' + key.replace(/_/g, '-'), theme[key]);
    }
  }
  if (!theme.bg_color || !theme.text_color) return;
  root.setAttribute('data-tg-theme', '');
  // The same rule as tma.js's isColorDark (HSP brightness under 120).
  var hex = parseInt(theme.bg_color.slice(1, 7), 16);
  var r = (hex >> 16) & 255,
    g = (hex >> 8) & 255,
    b = hex & 255;
  var dark = Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
