/**
 * The player's bonuses, betting bonuses and free-spin packs (§7 bonuses, BettingBonuses,
 * freespins) through SWR, and the actions that change them: each sends its own
 * Idempotency-Key (one per confirmed action, so a retried request moves money once), then
 * refreshes the lists and the balances.
 */
import { FREESPINS_COUNT } from '@croupier/core/constants';
import { BettingBonuses, bonuses, freespins } from '@croupier/core/refs';
import { uniqueId } from '@croupier/core/format';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';
import type { BonusAction } from './bonus-view.ts';

/** Which bonus an action is about: casino bonuses and betting bonuses have their own calls. */
export interface BonusTarget {
  id: number;
  type: 'casino' | 'betting';
}

const REWARD_PATHS: readonly string[] = [
  bonuses.get.path,
  BettingBonuses.get.path,
  freespins.get.path,
];

function isRewardKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' && REWARD_PATHS.includes(first);
}

/** The player's casino bonuses, newest first. */
export function useCasinoBonuses() {
  return useApi(bonuses.get, { type: 'casino' });
}

/** The player's betting bonuses, newest first. */
export function useBettingBonuses() {
  return useApi(BettingBonuses.get, {});
}

/** The player's active free-spin packs, soonest-expiring first (§9: count 99). */
export function useFreespinPacks() {
  return useApi(freespins.get, {
    status: 'active',
    count: FREESPINS_COUNT,
    fields: ['description'],
  });
}

/** Runs a bonus action and refreshes the reward lists and the balances. */
export function useBonusActions() {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();

  const refresh = useCallback(async () => {
    await mutate(isRewardKey);
    void platform.stores.balance.refresh();
  }, [mutate, platform]);

  const run = useCallback(
    async (action: BonusAction, target: BonusTarget): Promise<void> => {
      const params = { bonus_id: target.id };
      const opts = { idempotencyKey: uniqueId() };
      try {
        if (target.type === 'betting') {
          if (action === 'activate') await platform.api.call(BettingBonuses.activate, params, opts);
          else if (action === 'remove')
            await platform.api.call(BettingBonuses.remove, params, opts);
          else throw new Error(`A betting bonus cannot ${action}`);
        } else if (action === 'activate') await platform.api.call(bonuses.activate, params, opts);
        else if (action === 'deactivate') await platform.api.call(bonuses.deactivate, params, opts);
        else await platform.api.call(bonuses.remove, params, opts);
      } finally {
        // A refused action (the bonus changed meanwhile) also shows the bonus as it is now.
        await refresh();
      }
    },
    [platform, refresh],
  );

  return { run, refresh };
}
