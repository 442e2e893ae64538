/*
 * Croupier service worker (scope /). Small on purpose:
 * - page navigations: network first, each good page kept; offline, the app shell — the page
 *   kept for that address, else the home page's (precached at install with its build files) —
 *   so a reload offline shows the frame and the app's offline notice (issue 16); the plain
 *   offline page only when nothing was kept yet;
 * - the start-up documents the shell boots from (/nfx/i18n/…, /nfx/cms/config/…): network
 *   first, the last good copy offline;
 * - hashed build files under /assets/: cache first (their names change with their content);
 * - everything else, and always /api, /live, /platform, /demo-pay, /oauth, /hit and the rest
 *   of /nfx: the network, untouched.
 * A new version takes over at once (skipWaiting + claim); the page reloads itself once when
 * that happens (web/src/services/service-worker.ts). Bump VERSION when this file changes.
 */
'use strict';

var VERSION = 'v3';
var ASSET_CACHE = 'croupier-assets-' + VERSION;
var ASSET_CACHE_LIMIT = 150;
var SHELL_CACHE = 'croupier-shell-' + VERSION;
var SHELL_CACHE_LIMIT = 40;

/** The start-up documents kept for an offline start (GET JSON, no personal data). */
var BOOT_DOCUMENTS = ['/nfx/i18n/', '/nfx/cms/config/'];

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
 * How the worker answers a request: 'page' (network first, app shell offline), 'boot'
 * (network first, last copy offline), 'asset' (cache first) or 'network' (not answered by
 * the worker).
 */
function routeStrategy(request, scopeOrigin) {
  if (request.method !== 'GET') return 'network';
  var url = new URL(request.url);
  if (url.origin !== scopeOrigin) return 'network';
  for (var b = 0; b < BOOT_DOCUMENTS.length; b += 1) {
    if (url.pathname.indexOf(BOOT_DOCUMENTS[b]) === 0) return 'boot';
  }
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

function trimCache(cache, limit) {
  return cache.keys().then(function (keys) {
    var extra = keys.length - limit;
    var removals = [];
    for (var i = 0; i < extra; i += 1) removals.push(cache.delete(keys[i]));
    return Promise.all(removals);
  });
}

/** Build files a page refers to (`/assets/…`), for precaching the shell. */
function assetsOf(html) {
  var found = html.match(/\/assets\/[^"'\s)]+/g) || [];
  return found.filter(function (path, index) {
    return found.indexOf(path) === index;
  });
}

/**
 * The start-up documents a page refers to, once each: the messages its head preloads and the
 * answers its data carries. A server-rendered page leaves its locale's messages to a fetch, so
 * an offline start from the precached home page needs them kept too.
 */
function bootDocumentsOf(html) {
  var prefixes = BOOT_DOCUMENTS.map(function (prefix) {
    return prefix.replace(/[/.]/g, '\\$&');
  });
  var address = new RegExp('(?:' + prefixes.join('|') + ')[\\w.-]+(?:\\/[\\w.-]+)*', 'g');
  var found = html.match(address) || [];
  return found.filter(function (path, index) {
    return found.indexOf(path) === index;
  });
}

/** Keeps a good answer in the shell cache (pages and start-up documents). */
function keep(request, response) {
  if (!response.ok || response.type !== 'basic') return;
  var copy = response.clone();
  caches.open(SHELL_CACHE).then(function (cache) {
    return cache.put(request, copy).then(function () {
      return trimCache(cache, SHELL_CACHE_LIMIT);
    });
  });
}

function offlinePage(request) {
  var language = request.headers.get('accept-language');
  return new Response(offlineHtml(language), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function fromNetworkOrShell(request) {
  return fetch(request).then(
    function (response) {
      keep(request, response);
      return response;
    },
    function () {
      return caches.open(SHELL_CACHE).then(function (cache) {
        return cache
          .match(request, { ignoreSearch: true })
          .then(function (hit) {
            return hit || cache.match(new URL('/', self.location.origin).toString());
          })
          .then(function (hit) {
            return hit || offlinePage(request);
          });
      });
    },
  );
}

function fromNetworkOrKept(request) {
  return fetch(request).then(
    function (response) {
      keep(request, response);
      return response;
    },
    function (error) {
      return caches.match(request, { cacheName: SHELL_CACHE }).then(function (hit) {
        if (hit) return hit;
        throw error;
      });
    },
  );
}

/**
 * Keeps the home page, the start-up documents and the build files it loads, so the first
 * offline reload works.
 */
function precacheShell() {
  var home = new URL('/', self.location.origin).toString();
  return fetch(home, { cache: 'no-store' })
    .then(function (response) {
      if (!response.ok) return undefined;
      return response
        .clone()
        .text()
        .then(function (html) {
          return Promise.all([
            caches.open(SHELL_CACHE).then(function (cache) {
              return Promise.all([cache.put(home, response), cache.addAll(bootDocumentsOf(html))]);
            }),
            caches.open(ASSET_CACHE).then(function (cache) {
              return cache.addAll(assetsOf(html));
            }),
          ]);
        });
    })
    .catch(function () {
      // Offline or a failed file: pages are kept as they are visited anyway.
    });
}

function fromCacheOrNetwork(request) {
  return caches.open(ASSET_CACHE).then(function (cache) {
    return cache.match(request).then(function (hit) {
      if (hit) return hit;
      return fetch(request).then(function (response) {
        if (response.ok && response.type === 'basic') {
          cache.put(request, response.clone()).then(function () {
            return trimCache(cache, ASSET_CACHE_LIMIT);
          });
        }
        return response;
      });
    });
  });
}

if (typeof self !== 'undefined' && self.addEventListener) {
  self.addEventListener('install', function (event) {
    self.skipWaiting();
    event.waitUntil(precacheShell());
  });

  self.addEventListener('activate', function (event) {
    event.waitUntil(
      caches
        .keys()
        .then(function (names) {
          return Promise.all(
            names
              .filter(function (name) {
                return (
                  name.indexOf('croupier-') === 0 && name !== ASSET_CACHE && name !== SHELL_CACHE
                );
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
    if (strategy === 'page') event.respondWith(fromNetworkOrShell(event.request));
    else if (strategy === 'boot') event.respondWith(fromNetworkOrKept(event.request));
    else if (strategy === 'asset') event.respondWith(fromCacheOrNetwork(event.request));
  });
}
