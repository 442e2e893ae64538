/**
 * The auth popup inside the whole app (lazy popup, router, platform) against a scripted backend.
 * Long on purpose: the backend's registration fields (they change with the country) and its
 * answers are the fixture every case shares, and each case drives one popup from the first render.
 */
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@croupier/core/state';
import { App } from '../app/App.tsx';
import { memoryCookies } from '../app/browser-cookies.ts';
import { memoryNavigation } from '../app/navigation.ts';
import { createWebPlatform } from '../app/platform.ts';
import { GENERAL_INFO, GUEST, TEST_FUNCTIONAL } from '../test-support/test-platform.ts';

// The first render compiles the lazily loaded popup: give it time.
configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

type AuthTypes = { type: string; label: string; field?: string; services?: string[] }[];

const EMAIL_AND_PHONE: AuthTypes = [
  { type: 'form', label: 'Email', field: 'email' },
  { type: 'form', label: 'Phone', field: 'phone' },
];

/** Personal fields as the reference server lists them, per country. */
function fieldsFor(country: string | null) {
  const brazil = country === 'BR';
  return [
    { name: 'email', type: 'email', required: true, label: 'Email' },
    { name: 'phone', type: 'phone', required: true, label: 'Phone', mask: '(###) ###-####' },
    { name: 'password', type: 'password', required: true, label: 'Password' },
    { name: 'first_name', type: 'name', required: true, label: 'First name' },
    { name: 'home_town', type: 'text', required: false, label: 'City' },
    {
      name: 'country_code',
      type: 'custom',
      required: true,
      label: 'Country',
      options: [
        { value: 'US', label: 'United States' },
        { value: 'BR', label: 'Brazil' },
      ],
    },
    {
      name: 'region',
      type: 'custom',
      required: false,
      label: 'Region',
      options: brazil
        ? [
            { value: 'SP', label: 'São Paulo' },
            { value: 'RJ', label: 'Rio de Janeiro' },
          ]
        : [
            { value: 'CA', label: 'California' },
            { value: 'NY', label: 'New York' },
          ],
    },
    ...(brazil
      ? [
          {
            name: 'document_type',
            type: 'documentType',
            required: true,
            label: 'Document type',
            options: [{ value: 'cpf', label: 'CPF' }],
          },
        ]
      : []),
  ];
}

interface Setup {
  authTypes?: AuthTypes;
  registration?: Record<string, unknown>;
  /** Answers of auth.register / campaigns.checkPromocode: a status and body, or data. */
  register?: { status: number; body: unknown };
  checkPromocode?: 0 | 1;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The app at `/?show_popup_reg=1` over a fake server that answers like the reference one. */
function start(setup: Setup = {}) {
  const requests: string[] = [];
  const cms = {
    registration: {
      authTypes: setup.authTypes ?? EMAIL_AND_PHONE,
      terms: { isActive: true, defaultValue: false },
      notify: { isActive: false, defaultValue: false },
      markBetting: { isActive: false, defaultValue: 'betting' },
      showPromocode: true,
      showPromoFieldByDefault: false,
      showCharacterSelect: false,
      confirmEmailPopup: false,
      ...setup.registration,
    },
    currency: {
      emptyValue: 'emptyValue',
      defaultValue: 'selectedValue',
      changeCountryValue: 'firstValue',
      changeCountryFallbackValue: 'firstValue',
    },
    functional: TEST_FUNCTIONAL,
    redirects: [],
    gameProviders: [],
  };
  const routes: Record<string, (url: URL) => Response> = {
    '/nfx/i18n/locales': () =>
      json({ locales: [{ code: 'en', name: 'English' }], defaultLocale: 'en' }),
    '/nfx/i18n/messages/en': () => json({}),
    '/nfx/cms/config/en': () => json(cms),
    '/api/account/getInfo': () => json({ data: GUEST }),
    '/api/metadata/getgeneralinfo': () =>
      json({
        data: { ...GENERAL_INFO, available_currencies: ['EUR', 'USD'] },
      }),
    '/api/account/getContactPhoneSettings': () =>
      json({
        data: {
          countries: [
            { country_code: 'US', phone_code: '1', name: 'United States', mask: '(###) ###-####' },
            { country_code: 'BR', phone_code: '55', name: 'Brazil', mask: '(##) #####-####' },
          ],
          default_country_code: 'US',
        },
      }),
    '/api/account/getPersonalDataFields': (url) =>
      json({ data: fieldsFor(url.searchParams.get('country')) }),
    '/api/auth/register': () =>
      setup.register
        ? json(setup.register.body, setup.register.status)
        : json({ data: { uid: 9 } }),
    '/api/campaigns/checkPromocode': () => json({ data: setup.checkPromocode ?? 1 }),
  };
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://casino.test');
    requests.push(`${url.pathname}${url.search}`);
    const route = routes[url.pathname];
    return route
      ? route(url)
      : json({ statusCode: 404, data: { type: 'MethodNotFoundException', message: 'No' } }, 404);
  };
  const navigation = memoryNavigation('/?show_popup_reg=1');
  const platform = createWebPlatform({
    origin: 'http://casino.test',
    fetch,
    cookies: memoryCookies(),
    storage: createMemoryStorage(),
    navigation,
    isFramed: () => false,
    userAgent: () => 'Mozilla/5.0 (test)',
    log: () => {},
  });
  render(<App platform={platform} />);
  return { platform, requests, navigation };
}

async function registrationPopup() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  await within(dialog).findByRole('textbox', { name: 'Email' });
  return dialog;
}

describe('registration form wiring (spec §2.3, §4, §5, §8)', { timeout: 30_000 }, () => {
  // The first render compiles the start-up and the popup chunk: do it once, up front.
  beforeAll(async () => {
    start();
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 45_000 });
    cleanup();
  }, 60_000);

  it('every field shows its error when the empty form is submitted', async () => {
    const { requests } = start();
    const dialog = await registrationPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog).findByText('Enter your email address')).toBeTruthy();
    expect(within(dialog).getByText('Enter your password')).toBeTruthy();
    expect(within(dialog).getByText('Please tick this box to continue')).toBeTruthy();
    // First name is required ("Field is required"); the country is preselected.
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(1);
    expect(
      within(dialog).getByRole('combobox', { name: 'Country' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(
      within(dialog).getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid'),
    ).toBe('true');
    // The optional city has no error, and nothing went to the server.
    expect(
      within(dialog).getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(requests.some((r) => r.startsWith('/api/auth/register'))).toBe(false);
  });

  it('a country change refetches the fields, resets region and document type, sets the currency', async () => {
    const { requests } = start();
    const dialog = await registrationPopup();
    const country = within(dialog).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    const currency = within(dialog).getByRole('combobox', {
      name: 'Currency',
    }) as HTMLSelectElement;
    const region = within(dialog).getByRole('combobox', { name: 'Region' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(currency.value).toBe('USD');
    fireEvent.change(region, { target: { value: 'NY' } });
    expect(region.value).toBe('NY');

    fireEvent.change(country, { target: { value: 'BR' } });
    const documentType = (await within(dialog).findByRole('combobox', {
      name: 'Document type',
    })) as HTMLSelectElement;
    expect(requests).toContain('/api/account/getPersonalDataFields?country=BR&v=1&locale=en');
    await waitFor(() => expect(documentType.value).toBe('cpf'));
    const brazilRegion = within(dialog).getByRole('combobox', {
      name: 'Region',
    }) as HTMLSelectElement;
    expect(brazilRegion.value).toBe('SP');
    // changeCountryValue firstValue: the first offered currency.
    expect(currency.value).toBe('EUR');
  });

  it('the promo code checkbox reveals the field; a code the server calls invalid is marked', async () => {
    start({ checkPromocode: 0 });
    const dialog = await registrationPopup();
    expect(within(dialog).queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have a promo code' }));
    const promo = await within(dialog).findByRole('textbox', { name: 'Promo code' });
    fireEvent.change(promo, { target: { value: 'NOPE' } });
    expect(await within(dialog).findByText('This promo code is not valid')).toBeTruthy();
    expect(promo.getAttribute('aria-invalid')).toBe('true');
  });

  it('a server error on "mobile" lands on the phone field (phone and mobile aliased)', async () => {
    start({
      register: {
        status: 422,
        body: {
          statusCode: 422,
          data: {
            type: 'InvalidParameterException',
            message: 'Invalid parameters',
            invalid_parameters: { mobile: 'phoneTaken' },
          },
        },
      },
    });
    const dialog = await registrationPopup();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    const phone = await within(dialog).findByRole('textbox', { name: 'Phone' });
    fireEvent.change(phone, { target: { value: '2015550123' } });
    expect((phone as HTMLInputElement).value).toBe('(201) 555-0123');
    fireEvent.change(within(dialog).getByLabelText(/^Password/), {
      target: { value: 'secret123' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Ada' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /accept the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog).findByText('This phone is already registered')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByText(/Registration failed/)).toBeNull();
  });

  it('a failure that maps to no field shows the wrong-registration notice with an alert', async () => {
    start({
      register: {
        status: 500,
        body: {
          statusCode: 500,
          data: { type: 'InternalServerErrorException', message: 'Boom' },
        },
      },
    });
    const dialog = await registrationPopup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@croupier.test' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), {
      target: { value: 'secret123' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Ada' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /accept the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const alert = await within(dialog).findByText(
      'Registration failed. Please check the form and try again.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('shows the tab switcher only with more than one registration method', async () => {
    start({ authTypes: [{ type: 'form', label: 'Email', field: 'email' }] });
    const single = await registrationPopup();
    expect(within(single).queryByRole('tablist')).toBeNull();
    // The phone field is excluded when e-mail is the login type (§5).
    expect(within(single).queryByRole('textbox', { name: 'Phone' })).toBeNull();
    cleanup();

    start({ authTypes: EMAIL_AND_PHONE });
    const two = await registrationPopup();
    const tabs = within(two).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Email', 'Phone']);
    fireEvent.click(tabs[1]!);
    expect(await within(two).findByRole('textbox', { name: 'Phone' })).toBeTruthy();
    expect(within(two).queryByRole('textbox', { name: 'Email' })).toBeNull();
  });
});
