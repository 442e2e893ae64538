/**
 * JSON for inside a `<script>` element of HTML written outside React (the web's page data and
 * JSON-LD, the demo provider's pages).
 * `<` never appears raw, so no `</script>` or `<!--` in a value can end or bend the element;
 * `>` and `&` go too, and U+2028/U+2029, which old parsers took for line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
