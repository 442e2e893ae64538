import { visibleDialog } from '@croupier/core/state';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PlatformContext } from '../app/platform-context.ts';
import { swrConfigFor } from '../app/swr-config.ts';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { useOfferList } from './use-offers.ts';

/** Shows the offers list as the offers page does, so its refetch can be seen. */
function OffersProbe() {
  const { offers } = useOfferList();
  return <p>{offers ? `${offers.length} offers` : 'loading'}</p>;
}

afterEach(cleanup);

const SPRING = {
  id: 6,
  trigger: {
    action: 'promo_code',
    params: { exclude_methods: [] },
    user_satisfies_params: false,
  },
  description: { title: 'Spring bonus' },
  promotions: [],
};

function setup(path: string) {
  const env = testPlatform({
    path,
    user: PLAYER,
    answers: {
      '/api/campaigns/activateOffer': { data: SPRING },
      '/api/campaigns/checkPromocode': { data: 1 },
      '/api/campaigns/getoffers': { data: { items: [] } },
    },
  });
  const wrap = (children: ReactNode) => (
    <PlatformContext value={env.platform}>
      <SWRConfig value={{ ...swrConfigFor(env.platform), provider: () => new Map() }}>
        <Router hook={env.navigation.hook} searchHook={env.navigation.searchHook}>
          {children}
        </Router>
      </SWRConfig>
    </PlatformContext>
  );
  render(
    wrap(
      <>
        <PromoCodeForm />
        <OffersProbe />
      </>,
    ),
  );
  return env;
}

async function activate(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
}

describe('promo code entry (§2.3, §5, §8)', () => {
  it('after a promo code is activated the success popup opens', async () => {
    const env = setup('/offers');
    await env.platform.stores.session.refresh();
    await screen.findByText('0 offers');
    // Offers are cached per player: the guest's load, then the signed-in player's.
    const offerLoads = () => env.requests.filter((p) => p === '/api/campaigns/getoffers').length;
    await waitFor(() => expect(offerLoads()).toBe(2));
    const before = offerLoads();
    await activate('  spring25 ');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Promo code activated: Spring bonus',
      ),
    );
    expect(env.requests).toContain('/api/campaigns/activateOffer');
    const dialog = visibleDialog(env.platform.stores.dialogs.state);
    expect(dialog?.name).toBe('promoCodeActivated');
    expect(dialog?.props).toEqual({ promoCode: 'SPRING25' });
    // The offers (and balances) are fetched again: the player's offers changed.
    await waitFor(() => expect(offerLoads()).toBe(before + 1));
  });

  it('no popup on a page whose path contains cashier/deposit: the form confirms in place', async () => {
    const env = setup('/cashier/deposit/card');
    await env.platform.stores.session.refresh();
    await activate('SPRING25');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Promo code activated'),
    );
    expect(visibleDialog(env.platform.stores.dialogs.state)).toBeNull();
  });

  it('an empty code is required and nothing is sent', async () => {
    const env = setup('/offers');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(env.requests).not.toContain('/api/campaigns/activateOffer');
  });

  it('a refused code shows its message on the field', async () => {
    const env = testPlatform({
      path: '/offers',
      user: PLAYER,
      answers: { '/api/campaigns/activateOffer': 500 },
    });
    await env.platform.stores.session.refresh();
    render(
      <PlatformContext value={env.platform}>
        <SWRConfig value={{ ...swrConfigFor(env.platform), provider: () => new Map() }}>
          <Router hook={env.navigation.hook} searchHook={env.navigation.searchHook}>
            <PromoCodeForm />
          </Router>
        </SWRConfig>
      </PlatformContext>,
    );
    await activate('NOPE');
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This promo code is not valid')).toBeTruthy();
    expect(visibleDialog(env.platform.stores.dialogs.state)).toBeNull();
  });
});
