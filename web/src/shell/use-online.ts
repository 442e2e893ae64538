import { useSyncExternalStore } from 'react';
import { usePlatform } from '../app/platform-context.ts';

/**
 * Whether the device is online, re-rendering on changes. The server (and hydration) assume
 * online, so server-rendered HTML and the first client render agree.
 */
export function useOnline(): boolean {
  const { network } = usePlatform();
  return useSyncExternalStore(network.subscribe, network.online, () => true);
}
