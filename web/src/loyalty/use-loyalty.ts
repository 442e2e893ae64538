/**
 * The loyalty programme's data (spec §3, §7 loyalty group) through SWR: the player's standing,
 * programmes, the shop, characters and notices, and the refresh after a purchase or a new
 * character. The same params everywhere, so a popup reads what its page already loaded.
 */
import type { contract } from '@croupier/core';
import { loyalty } from '@croupier/core/refs';
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useSettings } from '../hooks/index.ts';
import { useApi } from '../app/use-api.ts';

type LoyaltyNotice = contract.loyalty.LoyaltyNotice;

/** Programmes asked for per page; the demo has one, a real site a handful. */
const PROGRAMS_PAGE = 20;
/** Shop products per page (the contract's default page). */
const SHOP_PAGE = 50;
/** Characters per page (the registration picker asks the same, so the cache is shared). */
const CHARACTERS_PAGE = 20;

/** The loyalty settings of the content system (§3 Loyalty config) the pages obey. */
export interface LoyaltyFeatures {
  /** The programme is switched on (a site without a loyalty config keeps the server's word). */
  enabled: boolean;
  /** Characters show (and can be changed) on the loyalty page. */
  charactersHere: boolean;
  coinIcon: string | null;
  tutorialUrl: string | null;
}

/** The CMS loyalty config as the loyalty page reads it. */
export function useLoyaltyFeatures(): LoyaltyFeatures {
  const config = useSettings().cms?.loyalty;
  if (!config) return { enabled: true, charactersHere: false, coinIcon: null, tutorialUrl: null };
  return {
    enabled: config.isEnableLoyalty,
    charactersHere:
      config.isEnableCharacters && config.placesWhereDisplayedCharacters !== 'profile',
    coinIcon: config.coinIcon ?? null,
    tutorialUrl: config.tutorialUrl ?? null,
  };
}

/** The signed-in player's points, levels, quests and character (null `def` for guests). */
export function useLoyaltyInfo(signedIn: boolean) {
  return useApi(signedIn ? loyalty.getinfo : null, {});
}

/** The programmes, in priority order. */
export function usePrograms() {
  return useApi(loyalty.getPrograms, { limit: PROGRAMS_PAGE });
}

/** One programme with its levels and quests (the caller's progress when a member). */
export function useProgram(sysname: string | null) {
  return useApi(sysname ? loyalty.getProgram : null, { sysname: sysname ?? '' });
}

/** The shop of the player's programme (the first active one for guests), cheapest first. */
export function useProducts() {
  return useApi(loyalty.getproducts, { limit: SHOP_PAGE });
}

/** The characters a player can pick. */
export function useCharacters() {
  return useApi(loyalty.getcharacters, { limit: CHARACTERS_PAGE }, { revalidateOnFocus: false });
}

/** Whether an SWR key is a loyalty read that a purchase or a new character changes. */
function isLoyaltyKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return (
    typeof first === 'string' &&
    first.startsWith('/api/loyalty/') &&
    first !== loyalty.getnotifications.path
  );
}

/** Reloads the loyalty data on screen (points, stock, quests, character). */
export function useLoyaltyRefresh(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isLoyaltyKey), [mutate]);
}

/**
 * The notices not yet delivered, fetched once when the page opens: getnotifications marks
 * them delivered, so they are kept for as long as the page shows rather than asked again.
 */
export function useLoyaltyNotices(signedIn: boolean): readonly LoyaltyNotice[] {
  const platform = usePlatform();
  const [notices, setNotices] = useState<readonly LoyaltyNotice[]>([]);
  useEffect(() => {
    setNotices([]);
    if (!signedIn) return;
    // No cancel on unmount: the call has already marked them delivered, so keep what came.
    platform.api.call(loyalty.getnotifications, {}).then(
      (fresh) => {
        if (fresh.length > 0) setNotices((shown) => [...fresh, ...shown]);
      },
      // A notice is ephemeral: losing one to a failed call is acceptable (contract).
      (error: unknown) => platform.log(error),
    );
  }, [platform, signedIn]);
  return notices;
}
