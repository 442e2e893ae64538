import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PlatformContext } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
import { swrConfigFor } from '../app/swr-config.ts';

/** `children` inside `platform` with a cache of their own (no SWR answers shared between tests). */
export function withPlatform(platform: Platform, children: ReactNode) {
  return (
    <PlatformContext value={platform}>
      <SWRConfig value={{ ...swrConfigFor(platform), provider: () => new Map() }}>
        {children}
      </SWRConfig>
    </PlatformContext>
  );
}
