import type { contract } from '@croupier/core';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { listenersAcrossMount } from '../test-support/valtio-listeners.ts';
import { useAllowedHosts, useMenu, useSettings } from './use-settings.ts';

afterEach(cleanup);

type CmsConfig = contract.cms.CmsConfig;

/** A CMS config with just the parts these hooks read. */
const cms = (header: string, hosts: string[]) =>
  ({
    menus: { header: [{ label: header, url: '/gamehall', external: false }], footer: [] },
    externalNavigation: { allowedHosts: hosts },
  }) as unknown as CmsConfig;

describe('useSettings', () => {
  it('shows the store’s settings and re-renders when the CMS config arrives', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useSettings(), platform);
    expect(hook.result.current.cms).toBeNull();
    await act(async () => platform.stores.settings.setCmsConfig(cms('Casino', [])));
    expect(hook.result.current.cms?.menus?.header?.[0]?.label).toBe('Casino');
  });

  it('subscribes while mounted and lets go on unmount', () => {
    const { platform } = testPlatform();
    const seen = listenersAcrossMount(platform.stores.settings.state, () =>
      renderWithPlatform(() => useSettings(), platform),
    );
    expect(seen.whileMounted).toBeGreaterThan(0);
    expect(seen.afterUnmount).toBe(0);
  });
});

describe('useMenu', () => {
  it('is empty before the config loads, then follows the named menu', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useMenu('header'), platform);
    const empty = hook.result.current;
    expect(empty).toEqual([]);
    hook.rerender();
    // The same empty list each render: a menu component's memo does not see a change.
    expect(hook.result.current).toBe(empty);

    await act(async () => platform.stores.settings.setCmsConfig(cms('Casino', [])));
    expect(hook.result.current.map((item) => item.label)).toEqual(['Casino']);
    await act(async () => platform.stores.settings.setCmsConfig(cms('Sport', [])));
    expect(hook.result.current.map((item) => item.label)).toEqual(['Sport']);
  });

  it('is empty for a menu the config does not have', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useMenu('mobile'), platform);
    await act(async () => platform.stores.settings.setCmsConfig(cms('Casino', [])));
    expect(hook.result.current).toEqual([]);
  });
});

describe('useAllowedHosts', () => {
  it('is empty before the config loads, then lists the config’s hosts', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useAllowedHosts(), platform);
    expect(hook.result.current).toEqual([]);
    await act(async () =>
      platform.stores.settings.setCmsConfig(cms('Casino', ['www.begambleaware.org'])),
    );
    expect(hook.result.current).toEqual(['www.begambleaware.org']);
  });
});
