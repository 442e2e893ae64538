/*
 * Croupier service worker (scope /). Small on purpose:
 * - page navigations: network first; offline, an offline page (never a stale app shell that
 *   would boot without its API);
 * - hashed build files under /assets/: cache first (their names change with their content);
 * - everything else, and always /api, /live, /platform, /demo-pay, /oauth, /hit, /nfx: the
 *   network, untouched.
 * A new version takes over at once (skipWaiting + claim); the page reloads itself once when
 * that happens (web/src/services/service-worker.ts). Bump VERSION when this file changes.
 */
'use strict';

var VERSION = 'v1';
var ASSET_CACHE = 'croupier-assets-' + VERSION;
var ASSET_CACHE_LIMIT = 150;

/** Paths that are never cached nor answered by the worker. */
var NETWORK_ONLY = [
  '/api/',
  '/live/',
  '/platform/',
  '/demo-pay/',
  '/oauth/',
  '/hit',
  '/nfx/',
  '/dev/',
];

/**
 * How the worker answers a request: 'page' (network first, offline page), 'asset' (cache
 * first) or 'network' (not answered by the worker).
 */
function routeStrategy(request, scopeOrigin) {
  if (request.method !== 'GET') return 'network';
  var url = new URL(request.url);
  if (url.origin !== scopeOrigin) return 'network';
  for (var i = 0; i < NETWORK_ONLY.length; i += 1) {
    var prefix = NETWORK_ONLY[i];
    if (url.pathname === prefix.replace(/\/$/, '') || url.pathname.indexOf(prefix) === 0) {
      return 'network';
    }
  }
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.indexOf('/assets/') === 0) return 'asset';
  return 'network';
}

/** The offline page, in the visitor's language when we have it. */
function offlineHtml(language) {
  var texts = {
    en: ['You are offline', 'Check your connection and try again.', 'Try again'],
    ru: ['Нет соединения', 'Проверьте подключение к интернету и попробуйте снова.', 'Повторить'],
    pt: ['Você está offline', 'Verifique sua conexão e tente novamente.', 'Tentar novamente'],
  };
  var lang = String(language || 'en').slice(0, 2);
  var t = texts[lang] || texts.en;
  return (
    '<!doctype html><html lang="' +
    (texts[lang] ? lang : 'en') +
    '"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>' +
    t[0] +
    ' — Croupier</title><style>' +
    'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
    'background:#0b1020;color:#e8edf7;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:24px}' +
    'h1{font-size:28px;margin:0 0 8px}a{display:inline-block;margin-top:16px;padding:10px 20px;' +
    'border-radius:999px;background:#22d68b;color:#062016;font-weight:600;text-decoration:none}' +
    '</style></head><body><main><h1>' +
    t[0] +
    '</h1><p>' +
    t[1] +
    '</p>' +
    '<a href="">' +
    t[2] +
    '</a></main></body></html>'
  );
}

function trimCache(cache) {
  return cache.keys().then(function (keys) {
    var extra = keys.length - ASSET_CACHE_LIMIT;
    var removals = [];
    for (var i = 0; i < extra; i += 1) removals.push(cache.delete(keys[i]));
    return Promise.all(removals);
  });
}

function fromNetworkOrOffline(request) {
  return fetch(request).catch(function () {
    var language = request.headers.get('accept-language');
    return new Response(offlineHtml(language), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
}

function fromCacheOrNetwork(request) {
  return caches.open(ASSET_CACHE).then(function (cache) {
    return cache.match(request).then(function (hit) {
      if (hit) return hit;
      return fetch(request).then(function (response) {
        if (response.ok && response.type === 'basic') {
          cache.put(request, response.clone()).then(function () {
            return trimCache(cache);
          });
        }
        return response;
      });
    });
  });
}

if (typeof self !== 'undefined' && self.addEventListener) {
  self.addEventListener('install', function () {
    self.skipWaiting();
  });

  self.addEventListener('activate', function (event) {
    event.waitUntil(
      caches
        .keys()
        .then(function (names) {
          return Promise.all(
            names
              .filter(function (name) {
                return name.indexOf('croupier-') === 0 && name !== ASSET_CACHE;
              })
              .map(function (name) {
                return caches.delete(name);
              }),
          );
        })
        .then(function () {
          return self.clients.claim();
        }),
    );
  });

  self.addEventListener('fetch', function (event) {
    var strategy = routeStrategy(event.request, self.location.origin);
    if (strategy === 'page') event.respondWith(fromNetworkOrOffline(event.request));
    else if (strategy === 'asset') event.respondWith(fromCacheOrNetwork(event.request));
  });
}
