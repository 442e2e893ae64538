/**
 * `renderHook` inside a platform and a fresh SWR cache (no deduping, no retries, no focus
 * refetches), the way hook tests need it: each test starts from nothing and sees every call.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PlatformContext } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';

/** Renders `hook` under `platform`, with its own SWR cache. */
export function renderWithPlatform<Result, Props>(
  hook: (props: Props) => Result,
  platform: Platform,
  initialProps?: NoInfer<Props>,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }}
    >
      <PlatformContext value={platform}>{children}</PlatformContext>
    </SWRConfig>
  );
  return renderHook(hook, { wrapper, initialProps });
}
