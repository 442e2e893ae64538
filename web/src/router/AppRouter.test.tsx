import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app/App.tsx';
import { PLAYER, testPlatform, type TestPlatformOptions } from '../test-support/test-platform.ts';

// The first render compiles every lazily loaded screen: give it time.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

function start(options: TestPlatformOptions) {
  const env = testPlatform(options);
  render(<App platform={env.platform} />);
  return env;
}

const address = (env: ReturnType<typeof testPlatform>) => {
  const { pathname, search, hash } = env.navigation.current();
  return `${pathname}${search ?? ''}${hash ?? ''}`;
};

describe('router binding (spec §2.1 with core route table)', () => {
  it('an unknown prefixed path shows the Not found page in that locale', async () => {
    const env = start({ path: '/ru/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    expect(env.requests).toContain('/nfx/i18n/messages/ru');
    expect(env.requests).toContain('/nfx/cms/config/ru');
  });

  it('links are localized to the current locale; the default locale is not prefixed', async () => {
    start({ path: '/ru/no/such/page' });
    await screen.findByRole('heading', { level: 1 });
    const casino = screen.getAllByRole('link', { name: 'Casino' })[0]!;
    expect(casino.getAttribute('href')).toBe('/ru/gamehall');
    cleanup();
    start({ path: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getAllByRole('link', { name: 'Casino' })[0]!.getAttribute('href')).toBe(
      '/gamehall',
    );
  });

  it('a guest on a guarded page is sent to the index with redirectUrl', async () => {
    const env = start({ path: '/ru/profile/settings' });
    await waitFor(() => expect(address(env)).toBe('/ru?redirectUrl=%2Fru%2Fprofile%2Fsettings'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('a signed-in player on /cashier goes to /cashier/deposit (table redirect)', async () => {
    const env = start({ path: '/cashier', user: PLAYER });
    await waitFor(() => expect(address(env)).toBe('/cashier/deposit'));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('the locale cookie localizes an unprefixed address at start', async () => {
    const env = start({ path: '/no/such/page?x=1', cookies: { locale: 'ru' } });
    await waitFor(() => expect(address(env)).toBe('/ru/no/such/page?x=1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeTruthy();
  });

  it('configured redirects from the CMS apply', async () => {
    const env = start({ path: '/casino', redirects: [{ from_url: '/casino', to_url: '/_icons' }] });
    await waitFor(() => expect(address(env)).toBe('/_icons'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Icons' })).toBeTruthy();
  });

  it('a route validation failure shows the fatal 404 "Page Not Found" with the path', async () => {
    start({ path: '/game/bad$name' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('/game/bad$name')).toBeTruthy();
  });

  it('a missing locale configuration is a fatal 500', async () => {
    start({ path: '/', answers: { '/nfx/i18n/locales': 500 } });
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it('show_popup_reg opens the registration popup and prevent_close makes it non-closable', async () => {
    const env = start({ path: '/no/such/page?show_popup_reg=1&prevent_close=1' });
    await screen.findByRole('heading', { level: 1 });
    const auth = env.platform.stores.auth.state;
    expect(auth).toMatchObject({ open: true, mode: 'registration', closable: false });
  });
});
