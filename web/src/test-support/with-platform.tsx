/**
 * Components and hooks under test inside a platform, with the app's SWR configuration and a
 * cache of their own (no SWR answers shared between tests).
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { PlatformContext } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
import { swrConfigFor } from '../app/swr-config.ts';

/** `children` inside `platform`; `swr` overrides the app's SWR options. */
export function withPlatform(platform: Platform, children: ReactNode, swr?: SWRConfiguration) {
  return (
    <PlatformContext value={platform}>
      <SWRConfig value={{ ...swrConfigFor(platform), ...swr, provider: () => new Map() }}>
        {children}
      </SWRConfig>
    </PlatformContext>
  );
}

/**
 * Renders `hook` under `platform` (`withPlatform`), deduplicating nothing: each test sees
 * every call the hook makes.
 */
export function renderWithPlatform<Result, Props>(
  hook: (props: Props) => Result,
  platform: Platform,
  initialProps?: NoInfer<Props>,
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    withPlatform(platform, children, { dedupingInterval: 0 });
  return renderHook(hook, { wrapper, initialProps });
}
