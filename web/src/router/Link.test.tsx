import type { contract } from '@croupier/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { countListeners } from '../test-support/valtio-listeners.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { Link, LinkEnvironmentProvider } from './Link.tsx';

/** A CMS config allowing `hosts` for external links. */
const allowing = (hosts: string[]) =>
  ({ externalNavigation: { allowedHosts: hosts } }) as unknown as contract.cms.CmsConfig;

describe('Link', () => {
  it('navigates to an in-app path without a reload', () => {
    const { platform, navigation } = testPlatform();
    render(withPlatform(platform, <Link href="/gamehall?category=new">Hall</Link>));
    const link = screen.getByRole('link', { name: 'Hall' });
    expect(link.getAttribute('href')).toBe('/gamehall?category=new');
    fireEvent.click(link);
    expect(navigation.current()).toMatchObject({ pathname: '/gamehall', search: '?category=new' });
  });

  it('follows the allowlist as it changes: a host is plain text until allowed, then a new tab', async () => {
    const { platform, logged } = testPlatform();
    const view = render(withPlatform(platform, <Link href="https://help.example/faq">Help</Link>));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Help').tagName).toBe('SPAN');
    expect(logged).toHaveLength(1);

    await act(async () => platform.stores.settings.setCmsConfig(allowing(['help.example'])));
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('https://help.example/faq');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    view.rerender(withPlatform(platform, <Link href="/promotions">Help</Link>));
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/promotions');
  });

  it('never renders a script address as a link', () => {
    const { platform, logged } = testPlatform();
    render(withPlatform(platform, <Link href="javascript:alert(1)">Bad</Link>));
    expect(screen.queryByRole('link')).toBeNull();
    expect(logged).toHaveLength(1);
  });

  it('under one environment, a hundred links subscribe to the stores once and follow a locale switch', async () => {
    const { platform } = testPlatform();
    platform.stores.locale.setLocales(
      [
        { code: 'en', name: 'English' },
        { code: 'ru', name: 'Русский' },
      ],
      'en',
    );
    platform.stores.locale.setCurrent('en');
    const localeListeners = countListeners(platform.stores.locale.state);
    const settingsListeners = countListeners(platform.stores.settings.state);
    const links = Array.from({ length: 100 }, (_, n) => (
      <Link key={n} href={`/game/g${n}`}>
        {`Game ${n}`}
      </Link>
    ));
    render(withPlatform(platform, <LinkEnvironmentProvider>{links}</LinkEnvironmentProvider>));
    expect(screen.getByRole('link', { name: 'Game 7' }).getAttribute('href')).toBe('/game/g7');
    expect(localeListeners()).toBe(1);
    expect(settingsListeners()).toBe(1);

    await act(async () => platform.stores.locale.setCurrent('ru'));
    expect(screen.getByRole('link', { name: 'Game 7' }).getAttribute('href')).toBe('/ru/game/g7');
    expect(screen.getByRole('link', { name: 'Game 99' }).getAttribute('href')).toBe('/ru/game/g99');
  });
});
