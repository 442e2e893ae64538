/** Generator of ordinary in-app addresses, already in the normal form `new URL` gives them. */
import fc from 'fast-check';

const segment = fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,11}$/);
/** Query and hash text that URL parsing keeps as written, slashes and encoded ones included. */
const keptText = (minLength: number) =>
  fc
    .array(
      fc.constantFrom(
        'a',
        'Z',
        '0',
        '9',
        '-',
        '_',
        '.',
        '~',
        '/',
        '//',
        ':',
        '@',
        '%2F',
        '%2F%2F',
        '%5C',
        '%20',
        '%25',
      ),
      { minLength, maxLength: 8 },
    )
    .map((parts) => parts.join(''));

/**
 * `/seg/seg[/][?key=value&…][#hash]` — paths, queries and hashes a player may really come
 * back to; a safe-URL check must return each of them unchanged.
 */
export function normalInAppPath(): fc.Arbitrary<string> {
  return fc
    .record({
      segments: fc.array(segment, { maxLength: 5 }),
      trailingSlash: fc.boolean(),
      query: fc.option(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,8}$/), keptText(0)), {
          minLength: 1,
          maxLength: 3,
        }),
        { nil: undefined },
      ),
      // An empty `#` or `?` is dropped by URL parsing, so a hash has text.
      hash: fc.option(keptText(1), { nil: undefined }),
    })
    .map(({ segments, trailingSlash, query, hash }) => {
      const path = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
      const search = query ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
      return `${path}${search}${hash === undefined ? '' : `#${hash}`}`;
    });
}
