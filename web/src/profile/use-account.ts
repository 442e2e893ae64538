/**
 * The account's data for the profile screens (§7 account group): the profile with its
 * contacts, and one refresh after a change that reloads both the profile
 * and the session (header name, two-factor and subscription flags).
 */
import { account } from '@croupier/core/refs';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';

/** The player's profile with contacts and document (getprofileinfo). */
export function useProfile() {
  return useApi(account.getprofileinfo, { fields: ['contacts', 'document'] });
}

/** Whether an SWR key is a profile read (any `fields`). */
function isProfileKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return first === account.getprofileinfo.path;
}

/** Reloads the profile (every cached variant) and the session's account info after a change. */
export function useAccountRefresh(): () => Promise<void> {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([
      mutate(isProfileKey),
      platform.stores.session.refresh().catch((error: unknown) => platform.log(error)),
    ]);
  }, [mutate, platform]);
}
