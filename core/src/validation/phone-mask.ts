/**
 * Input masks of the phone field (§5). Tokens: `#` a digit, `@` a letter, `*` a letter or
 * digit, `0` one or more digits, `9` an optional digit; `!` makes the next character literal;
 * every other character is a literal the mask inserts. A country may have several
 * alternative masks; the shortest one that takes the whole input wins.
 */

/** One mask, or alternatives for numbers of different lengths (§3 phone country option). */
export type PhoneMask = string | readonly string[];

interface MaskToken {
  pattern: RegExp;
  multiple?: boolean;
  optional?: boolean;
}

const TOKENS: Readonly<Record<string, MaskToken>> = {
  '#': { pattern: /\d/ },
  '@': { pattern: /[a-zA-Z]/ },
  '*': { pattern: /[a-zA-Z0-9]/ },
  '0': { pattern: /\d/, multiple: true },
  '9': { pattern: /\d/, optional: true },
};

const MEANINGFUL = /[a-zA-Z0-9]/;

/** What applying a mask produced. */
export interface MaskResult {
  /** The value as the field shows it, e.g. "(11) 91234-5678". */
  masked: string;
  /** Only the characters placed into token slots, e.g. "11912345678". */
  raw: string;
  /** Every required slot is filled. */
  complete: boolean;
  /** Letters or digits of the input that found no slot (too long, or the wrong kind). */
  lost: number;
}

/**
 * Whether the multiple token at `m` is followed directly by another one. Decision (issue 17):
 * §5 names `0` "multiple digits" and says no more; a greedy `0` in a run ("00", "000") ate
 * every digit and left the rest of the run unfilled, so such a mask never completed. A run of
 * n `0`s means "at least n digits": each but the last takes one digit, the last the rest.
 */
function runContinues(mask: string, m: number): boolean {
  return TOKENS[mask[m + 1] ?? '']?.multiple === true;
}

/** Applies one mask to typed or pasted text. */
export function applyMask(value: string, mask: string): MaskResult {
  let masked = '';
  let raw = '';
  let lost = 0;
  let m = 0;
  let v = 0;
  let repeats = 0;
  while (m < mask.length && v < value.length) {
    const mc = mask[m]!;
    const ch = value[v]!;
    if (mc === '!') {
      const literal = mask[m + 1] ?? '';
      masked += literal;
      if (ch === literal) v++;
      m += 2;
      continue;
    }
    const token = TOKENS[mc];
    if (!token) {
      masked += mc;
      if (ch === mc) v++;
      m++;
      continue;
    }
    if (token.pattern.test(ch)) {
      masked += ch;
      raw += ch;
      v++;
      if (token.multiple && !runContinues(mask, m)) repeats++;
      else m++;
    } else if (token.multiple && repeats > 0) {
      repeats = 0;
      m++;
    } else if (token.optional && MEANINGFUL.test(ch)) {
      m++;
    } else {
      if (MEANINGFUL.test(ch)) lost++;
      v++;
    }
  }
  for (; v < value.length; v++) if (MEANINGFUL.test(value[v]!)) lost++;
  let complete = true;
  for (let i = m; i < mask.length; i++) {
    const mc = mask[i]!;
    if (mc === '!') {
      i++;
      continue;
    }
    const token = TOKENS[mc];
    if (token && !token.optional && !(token.multiple && i === m && repeats > 0)) {
      complete = false;
      break;
    }
  }
  return { masked, raw, complete, lost };
}

function slots(mask: string): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] === '!') i++;
    else if (TOKENS[mask[i]!]) n++;
  }
  return n;
}

/** The alternatives of a mask, shortest first. */
export function maskList(mask: PhoneMask): string[] {
  return (typeof mask === 'string' ? [mask] : [...mask]).sort((a, b) => slots(a) - slots(b));
}

/**
 * Masks the input with the first alternative that takes all of it, else the longest one —
 * which also cuts off what the country's numbers cannot hold (§5 "limited by the country mask").
 */
export function maskPhone(value: string, mask: PhoneMask): MaskResult {
  const list = maskList(mask);
  let result: MaskResult | null = null;
  for (const alternative of list) {
    result = applyMask(value, alternative);
    if (result.lost === 0) return result;
  }
  return result ?? { masked: value, raw: value, complete: true, lost: 0 };
}

/** Whether the input fills one of the alternatives exactly (nothing missing, nothing left over). */
export function matchesMask(value: string, mask: PhoneMask): boolean {
  return maskList(mask).some((alternative) => {
    const r = applyMask(value, alternative);
    return r.complete && r.lost === 0 && r.raw.length > 0;
  });
}
