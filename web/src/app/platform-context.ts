/** The platform as React context: every component reaches effects and stores through it. */
import { createContext, useContext } from 'react';
import type { Platform } from './platform.ts';

/** Holds the app's platform; provided once by `<App>`. */
export const PlatformContext = createContext<Platform | null>(null);

/** The platform of the surrounding `<App>`. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs <App platform={…}> above it');
  return platform;
}
