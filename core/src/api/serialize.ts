/**
 * The client half of the wire encodings in `contract/wire.ts`: typed parameters become the
 * strings a query or a form body carries, in the forms the server-side schemas accept.
 */

/** Encodes one parameter value; `undefined` means "leave the parameter out". */
export function serializeValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    // NaN and Infinity have no decimal form the server's int()/num() accept.
    if (!Number.isFinite(value)) throw new TypeError(`Cannot send a non-finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined);
    return items.every(isScalar)
      ? items.map((v) => serializeValue(v) ?? '').join(',')
      : JSON.stringify(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  throw new TypeError(`Cannot send a ${typeof value} parameter`);
}

/** Params object → query or form fields: nulls dropped, booleans 1/0, lists comma-joined, objects as JSON. */
export function serializeParams(params: unknown): URLSearchParams {
  const out = new URLSearchParams();
  if (params === null || params === undefined) return out;
  if (typeof params !== 'object' || Array.isArray(params))
    throw new TypeError('Parameters must be a plain object');
  for (const [key, value] of Object.entries(params)) {
    const encoded = serializeValue(value);
    if (encoded !== undefined) out.append(key, encoded);
  }
  return out;
}

function isScalar(v: unknown): boolean {
  return (
    typeof v === 'string' ||
    typeof v === 'number' ||
    typeof v === 'boolean' ||
    typeof v === 'bigint'
  );
}
