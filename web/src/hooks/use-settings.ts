/** Settings from the start-up (general info, functional settings, CMS config). */
import type { contract } from '@croupier/core';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

type Menus = contract.cms.Menus;
type MenuItem = contract.cms.MenuItem;

const NO_ITEMS: readonly MenuItem[] = [];

/** A snapshot of the settings store. */
export function useSettings() {
  const { stores } = usePlatform();
  return useSnapshot(stores.settings.state);
}

/** One CMS menu (header, footer, mobile); empty until the config has loaded. */
export function useMenu(name: keyof Menus): readonly MenuItem[] {
  const settings = useSettings();
  return (settings.cms?.menus?.[name] as readonly MenuItem[] | undefined) ?? NO_ITEMS;
}

/** The external hosts navigation may leave for (§2.1, DESIGN §5). */
export function useAllowedHosts(): readonly string[] {
  const settings = useSettings();
  return settings.cms?.externalNavigation?.allowedHosts ?? NO_HOSTS;
}

/** One empty list, so that what is computed from the hosts is kept across renders. */
const NO_HOSTS: readonly string[] = [];
