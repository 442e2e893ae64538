/**
 * The responsible-gaming data through SWR (issue 18's account extensions): the limits with
 * their usage, the player's settings and the session summary. Every screen reads the same
 * cache, so a change made on the limits page shows in the cashier without a reload.
 */
import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { useCallback } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import { useApi } from '../app/use-api.ts';
import { untilConfirmable } from './until-confirmable.ts';

type SessionSummary = contract.account.SessionSummary;

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
