// @ts-check
/**
 * The game pages' API client (the slot's and the sportsbook's): JSON over fetch with the game
 * token in the body (never the site's session or a cookie), answering a status (0: no answer)
 * and the parsed body instead of throwing. Served once for both pages (demo-game/shared-modules.ts).
 */

/** @typedef {{ status: number, body: any }} ApiAnswer  the HTTP status (0: no answer) and the parsed body */

/**
 * @param {string} url
 * @param {object} [payload] a POST body; none for a GET
 * @returns {Promise<ApiAnswer>}
 */
export function api(url, payload) {
  /** @type {RequestInit} */
  const init =
    payload === undefined
      ? { method: 'GET', cache: 'no-store', credentials: 'omit' }
      : {
          method: 'POST',
          cache: 'no-store',
          credentials: 'omit',
          // A simple request's content type: no CORS preflight from the sandboxed frame.
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify(payload),
        };
  return fetch(url, init).then(
    (res) =>
      res
        .json()
        .catch(() => null)
        .then((body) => ({ status: res.status, body })),
    () => ({ status: 0, body: null }),
  );
}
