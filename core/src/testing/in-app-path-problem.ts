/**
 * The test oracle for open-redirect defences (DESIGN §5): what, if anything, makes a
 * sanitised address unsafe to navigate to. Written independently of routing's safe-url so a
 * mistake in one is not repeated in the other.
 */

// C0 and C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** `//…` or `/\…`: a browser reads either as a protocol-relative URL to another host. */
const PROTOCOL_RELATIVE = /^\/[/\\]/;

/** Decodes the `%XX` of ASCII bytes only (`%2f` → `/`), as any decoder would; never throws. */
function decodeAscii(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function decodeFull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function pathOf(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

function formProblem(form: string, ours: string): string | null {
  const path = pathOf(form);
  if (!path.startsWith('/')) return 'does not start with /';
  if (PROTOCOL_RELATIVE.test(path)) return 'starts with // or /\\';
  if (CONTROL.test(path)) return 'has a control character in its path';
  const url = new URL(form, ours);
  if (url.origin !== ours) return `leaves the origin for ${url.origin}`;
  if (PROTOCOL_RELATIVE.test(url.pathname)) return `normalises to ${url.pathname}`;
  return null;
}

/**
 * Null when `address` is a same-origin path that stays one: it starts with exactly one `/`
 * (not `//` or `/\`), has no control characters, resolves on `origin`, and so does what one or
 * two more rounds of percent-decoding (by a router or the browser) and NFKC make of it.
 * Otherwise the reason, for the test's message.
 */
export function inAppPathProblem(address: string, origin: string): string | null {
  const ours = new URL(origin).origin;
  if (CONTROL.test(address)) return 'contains a control character';
  const own = formProblem(address, ours);
  if (own) return own;
  let forms = [address];
  for (let round = 1; round <= 2; round += 1) {
    forms = forms.flatMap((form) =>
      [decodeAscii(form), decodeFull(form)].filter((f): f is string => f !== null),
    );
    for (const decoded of forms) {
      for (const form of [decoded, decoded.normalize('NFKC')]) {
        const problem = formProblem(form, ours);
        if (problem) return `decoded ${round}× to ${JSON.stringify(form)}, which ${problem}`;
      }
    }
  }
  return null;
}
