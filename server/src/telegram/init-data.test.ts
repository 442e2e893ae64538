import { sign } from '@tma.js/init-data-node';
import { describe, expect, it } from 'vitest';
import { validateTelegramInitData } from './init-data.ts';

const botToken = '7000000001:CROUPIER-demo-token-not-a-real-bot00';
const now = new Date('2026-03-01T12:00:00Z');
const user = { id: 4242, first_name: 'Ann', username: 'ann', language_code: 'pt' };
const signed = (authDate = now, extra: Record<string, string> = {}) =>
  sign({ user, ...extra }, botToken, authDate);
const check = (raw: string, maxAgeSeconds = 3600) =>
  validateTelegramInitData(raw, { botToken, maxAgeSeconds, now });

describe('validateTelegramInitData', () => {
  it('accepts data signed for the bot and reads the user and start parameter', () => {
    const raw = signed(now, { start_param: 'ref_abc' });
    const result = check(raw);
    expect(result).toEqual({
      ok: true,
      data: {
        user: {
          id: 4242,
          firstName: 'Ann',
          lastName: undefined,
          username: 'ann',
          languageCode: 'pt',
        },
        authDate: now,
        startParam: 'ref_abc',
        hash: new URLSearchParams(raw).get('hash'),
      },
    });
  });

  it('refuses a changed field, a changed hash, a missing hash and another bot', () => {
    const raw = new URLSearchParams(signed());
    raw.set('user', JSON.stringify({ ...user, id: 1 }));
    expect(check(raw.toString())).toEqual({ ok: false, reason: 'signature_invalid' });
    const hashless = new URLSearchParams(signed());
    hashless.delete('hash');
    expect(check(hashless.toString())).toEqual({ ok: false, reason: 'signature_missing' });
    const short = new URLSearchParams(signed());
    short.set('hash', 'abc');
    expect(check(short.toString())).toEqual({ ok: false, reason: 'signature_invalid' });
    const other = sign({ user }, '7000000002:some-other-bot-token-0000000000000', now);
    expect(check(other)).toEqual({ ok: false, reason: 'signature_invalid' });
  });

  it('refuses data older than maxAgeSeconds, and data dated in the future', () => {
    expect(check(signed(new Date(now.getTime() - 3601_000)))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(check(signed(new Date(now.getTime() - 3599_000))).ok).toBe(true);
    expect(check(signed(new Date(now.getTime() + 3600_000)))).toEqual({
      ok: false,
      reason: 'auth_date_invalid',
    });
  });

  it('refuses a repeated key (an ambiguous data-check string)', () => {
    const raw = `${signed()}&query_id=again`;
    expect(check(raw).ok).toBe(false);
  });

  it('refuses signed data without a user', () => {
    const raw = sign({ query_id: 'q' } as never, botToken, now);
    expect(check(raw)).toEqual({ ok: false, reason: 'user_missing' });
  });
});
