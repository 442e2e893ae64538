// @ts-check
/**
 * The sportsbook API client: JSON over fetch with the game token in the body (never a cookie),
 * answering a status (0: no answer) and the parsed body instead of throwing.
 */
import { C } from './config.js';
/** @import { ApiAnswer } from './types.js' */

/**
 * @param {string} path
 * @param {object} [payload] a POST body; none for a GET
 * @returns {Promise<ApiAnswer>}
 */
export function api(path, payload) {
  /** @type {RequestInit} */
  const init =
    payload === undefined
      ? { method: 'GET', cache: 'no-store', credentials: 'omit' }
      : {
          method: 'POST',
          cache: 'no-store',
          credentials: 'omit',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify(payload),
        };
  return fetch(C.api + path, init).then(
    (res) =>
      res
        .json()
        .catch(() => null)
        .then((body) => ({ status: res.status, body })),
    () => ({ status: 0, body: null }),
  );
}
