// @ts-check
/**
 * The game API client: JSON POSTs with the game token in the body (never the site's session),
 * answering a status (0: no answer) and the parsed body instead of throwing.
 */
import { C } from './config.js';
/** @import { ApiAnswer } from './types.js' */

/**
 * @param {string} path
 * @param {object} payload
 * @returns {Promise<ApiAnswer>}
 */
export function post(path, payload) {
  return fetch(C.api + path, {
    method: 'POST',
    credentials: 'omit',
    cache: 'no-store',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(payload),
  }).then(
    function (res) {
      return res
        .json()
        .catch(function () {
          return null;
        })
        .then(function (body) {
          return { status: res.status, body: body };
        });
    },
    function () {
      return { status: 0, body: null };
    },
  );
}
