import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SELF_EXCLUSION_PERIODS } from '../constants/self-exclusion-periods.ts';
import { cmsConfig } from './cms.ts';
import { groups } from './index.ts';
import {
  confirmDepositLimit,
  depositLimitChanges,
  depositLimits,
  playerBlock,
  selfExclude,
  SELF_EXCLUSION_PERIOD_IDS,
  sessionSummary,
  setDepositLimits,
  setRealityCheck,
  startTimeOut,
} from './responsible-gaming.ts';

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

describe('responsible gaming contract (issue 18)', () => {
  it('declares its methods in the account group, writes as POST, reads as GET', () => {
    const names = [
      'getDepositLimits',
      'setDepositLimits',
      'confirmDepositLimit',
      'cancelDepositLimitChange',
      'startTimeOut',
      'selfExclude',
      'getResponsibleGaming',
      'setRealityCheck',
      'getSessionSummary',
    ];
    for (const name of names) {
      const def = (groups.account as Record<string, unknown>)[name] as
        { path: string; verb: string; access: string } | undefined;
      expect(def?.path).toBe(`/api/account/${name}`);
      expect(def?.access).toBe('user');
      expect(def?.verb).toBe(name.startsWith('get') ? 'GET' : 'POST');
    }
  });

  it('setDepositLimits takes period → amount (null removes) as JSON text', () => {
    const parsed = z.parse(setDepositLimits.params, { limits: '{"1":"50","7":null,"30":100.5}' });
    expect(parsed.limits).toEqual({ '1': '50', '7': null, '30': '100.5' });
  });

  it('refuses periods outside 1/7/14/30, zero, negative, three decimals, huge and empty', () => {
    expect(ok(depositLimitChanges, { '2': '10' })).toBe(false);
    expect(ok(depositLimitChanges, { '1': '0' })).toBe(false);
    expect(ok(depositLimitChanges, { '1': '-5' })).toBe(false);
    expect(ok(depositLimitChanges, { '1': '1.005' })).toBe(false);
    expect(ok(depositLimitChanges, { '1': '1,000' })).toBe(false);
    expect(ok(depositLimitChanges, { '1': '1000000000.01' })).toBe(false);
    expect(ok(depositLimitChanges, {})).toBe(false);
    expect(ok(depositLimitChanges, { '14': '1000000000' })).toBe(true);
  });

  it('confirmDepositLimit takes a period from its string form', () => {
    expect(z.parse(confirmDepositLimit.params, { period: '14' })).toEqual({ period: 14 });
    expect(ok(confirmDepositLimit.params, { period: '3' })).toBe(false);
  });

  it('time-out periods are 24h, 7d, 30d and 6 weeks', () => {
    for (const period of ['24h', '7d', '30d', '6w'])
      expect(ok(startTimeOut.params, { period })).toBe(true);
    expect(ok(startTimeOut.params, { period: '1y' })).toBe(false);
  });

  it('self-exclusion takes exactly the twelve §9 periods', () => {
    expect([...SELF_EXCLUSION_PERIOD_IDS]).toEqual(SELF_EXCLUSION_PERIODS.map((p) => p.id));
    for (const period of SELF_EXCLUSION_PERIOD_IDS)
      expect(ok(selfExclude.params, { period })).toBe(true);
    expect(ok(selfExclude.params, { period: '10y' })).toBe(false);
  });

  it('a permanent self-exclusion has no end', () => {
    const block = {
      kind: 'self_exclusion',
      period: 'permanent',
      started_at: '2026-11-26T10:00:00.000Z',
      until: null,
    };
    expect(ok(playerBlock, block)).toBe(true);
    expect(ok(playerBlock, { ...block, kind: 'ban' })).toBe(false);
  });

  it('reality check is off, 15, 30, 60 minutes or the default', () => {
    expect(z.parse(setRealityCheck.params, { interval: '0' })).toEqual({ interval: 0 });
    expect(z.parse(setRealityCheck.params, { interval: 'default' })).toEqual({
      interval: 'default',
    });
    expect(ok(setRealityCheck.params, { interval: '20' })).toBe(false);
  });

  it('limits answer usage per period with the pending change', () => {
    const answer = {
      currency: 'USD',
      available_amount: '30',
      resets_at: '2026-11-27T10:00:00.000Z',
      limits: [
        {
          period: 1,
          amount: '50',
          used: '20',
          left: '30',
          window_start: '2026-11-26T10:00:00.000Z',
          resets_at: '2026-11-27T10:00:00.000Z',
          pending: {
            amount: null,
            requested_at: '2026-11-26T10:00:00.000Z',
            effective_at: '2026-11-27T10:00:00.000Z',
            can_confirm: false,
          },
        },
      ],
    };
    expect(ok(depositLimits, answer)).toBe(true);
    expect(ok(depositLimits, { ...answer, limits: [{ ...answer.limits[0], period: 2 }] })).toBe(
      false,
    );
  });

  it('the session summary nets real-money play per session and per 1/7/30 days', () => {
    const position = { wagered: '10', won: '4.5', net: '-5.5' };
    const summary = {
      now: '2026-11-26T10:30:00.000Z',
      started_at: '2026-11-26T10:00:00.000Z',
      signed_in_seconds: 1800,
      currency: 'USD',
      session: position,
      periods: [1, 7, 30].map((days) => ({ days, position })),
      reality_check: { interval_minutes: 60, next_at: '2026-11-26T11:00:00.000Z' },
    };
    expect(ok(sessionSummary, summary)).toBe(true);
    expect(ok(sessionSummary, { ...summary, periods: [{ days: 14, position }] })).toBe(false);
  });

  it('the CMS switches every tool on by default, with a 60-minute reality check', () => {
    const functional = z.parse(cmsConfig, {
      registration: { authTypes: [{ type: 'form', label: 'E-mail', field: 'email' }] },
      functional: { isTwoFAEnable: true },
    }).functional;
    expect(functional.responsibleGaming).toEqual({
      isDepositLimitsEnable: true,
      isTimeOutEnable: true,
      isSelfExclusionEnable: true,
      isRealityCheckEnable: true,
      realityCheckDefaultMinutes: 60,
    });
  });
});
