/* global document */
// Runs before first paint: the theme cookie (spec §9, default dark) decides data-theme.
(function () {
  var match = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(document.cookie);
  var theme = match ? match[1] : 'dark';
  document.documentElement.setAttribute('data-theme', theme);
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'light' ? '#f4f6fb' : '#0b1020');
})();
