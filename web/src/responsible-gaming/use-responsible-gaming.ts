/**
 * The responsible-gaming data through SWR (issue 18's account extensions): the limits with
 * their usage, the player's settings and the session summary. Every screen reads the same
 * cache, so a change made on the limits page shows in the cashier without a reload.
 */
import type { contract } from '@croupier/core';
import { account, type ResultOf } from '@croupier/core/refs';
import { useCallback } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import { useApi } from '../app/use-api.ts';

type SessionSummary = contract.account.SessionSummary;

type DepositLimits = ResultOf<typeof account.getDepositLimits>;

/**
 * Milliseconds until the first pending increase or removal can be confirmed (its cooling-off
 * ends), so the page offers "Confirm" then without a reload; 0 when nothing waits.
 */
export function untilConfirmable(limits: DepositLimits | undefined, now = Date.now()): number {
  const waits = (limits?.limits ?? [])
    .map((entry) => entry.pending)
    .filter((pending) => pending && !pending.can_confirm)
    .map((pending) => Date.parse(pending!.effective_at) - now);
  if (waits.length === 0) return 0;
  // A second past the end, so the server agrees it has passed; never a busy loop.
  return Math.min(Math.max(Math.min(...waits) + 1_000, 1_000), 2 ** 31 - 1);
}

/** Every deposit limit, what is left and any pending increase (getDepositLimits). */
export function useDepositLimits(enabled = true) {
  return useApi(
    enabled ? account.getDepositLimits : null,
    {},
    { refreshInterval: (latest) => untilConfirmable(latest) },
  );
}

/** Which tools are on, the reality-check interval and the periods offered. */
export function useResponsibleGamingSettings(enabled = true) {
  return useApi(enabled ? account.getResponsibleGaming : null, {});
}

/** Time signed in and net position (getSessionSummary); null `enabled` waits (a guest). */
export function useSessionSummary(enabled: boolean, options?: SWRConfiguration<SessionSummary>) {
  return useApi(enabled ? account.getSessionSummary : null, {}, options);
}

const PATHS = new Set<string>([
  account.getDepositLimits.path,
  account.getDepositLimit.path,
  account.getResponsibleGaming.path,
  account.getSessionSummary.path,
]);

/** Reloads every responsible-gaming read (and the cashier's limit notice) after a change. */
export function useResponsibleGamingRefresh(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => {
      const first: unknown = Array.isArray(key) ? key[0] : key;
      return (
        typeof first === 'string' &&
        (PATHS.has(first) || first === '/api/cashier/getdepositsettings')
      );
    });
  }, [mutate]);
}
