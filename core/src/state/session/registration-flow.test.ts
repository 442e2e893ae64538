import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors.ts';
import { createDialogStore } from '../dialogs/dialog-store.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { registrationFollowUp } from './registration-follow-up.ts';
import { createRegistrationFlow, type RegistrationDeps } from './registration-flow.ts';

describe('registration follow-up decision', () => {
  it('queues email confirm, unseen cashback and campaign popups, then the deposit page', () => {
    expect(
      registrationFollowUp({
        confirmEmailPopup: true,
        email: 'ann@example.com',
        unseenCashbackId: 4,
        campaignIds: [10, 11],
        redirectUrl: null,
      }),
    ).toEqual({
      popups: [
        { name: 'confirmEmail', props: { email: 'ann@example.com' } },
        { name: 'unseenCashback', props: { cashbackId: 4 } },
        { name: 'campaign', props: { campaignId: 10 } },
        { name: 'campaign', props: { campaignId: 11 } },
      ],
      redirectTo: '/cashier/deposit',
    });
  });

  it('skips the email popup when not configured and the redirect when a redirectUrl exists', () => {
    expect(
      registrationFollowUp({
        confirmEmailPopup: false,
        unseenCashbackId: null,
        campaignIds: [],
        redirectUrl: '/tournaments',
      }),
    ).toEqual({ popups: [], redirectTo: null });
  });

  it('asks a phone sign-up (no e-mail) for no e-mail confirmation', () => {
    expect(
      registrationFollowUp({
        confirmEmailPopup: true,
        unseenCashbackId: null,
        campaignIds: [],
        redirectUrl: null,
      }).popups,
    ).toEqual([]);
  });
});

function setup(over: Partial<RegistrationDeps> = {}) {
  const events: string[] = [];
  const dialogs = createDialogStore();
  const storage = createMemoryStorage({
    registration_is_betting: '1',
    registration_promo_code: 'WELCOME',
    other: 'kept',
  });
  const deps: RegistrationDeps = {
    register: async () => ({ uid: 12 }),
    track: (event) => events.push(`track ${event}`),
    storage,
    closePopup: () => events.push('close popup'),
    openDialog: (request) => {
      events.push(`open ${request.name}`);
      return dialogs.open(request);
    },
    confirmEmailPopup: () => true,
    onRegistered: () => void events.push('session refreshed'),
    unseenCashbackId: async () => 4,
    campaignIds: async () => [10],
    redirectUrl: () => null,
    navigate: (path) => events.push(`navigate ${path}`),
    ...over,
  };
  const flow = createRegistrationFlow(deps);
  return { flow, events, dialogs, storage };
}

describe('registration flow (§4 Registration)', () => {
  it('after success: analytics, storage cleared, popup closed, popup queue, deposit redirect', async () => {
    const { flow, events, dialogs, storage } = setup();
    const pending = flow.submit({ email: 'ann@example.com', password: 'secret1' });
    expect(flow.state.submitting).toBe(true);
    await expect(pending).resolves.toEqual({ uid: 12 });
    expect(flow.state.submitting).toBe(false);
    expect(events).toEqual([
      'track sign_up',
      'close popup',
      'session refreshed',
      'open confirmEmail',
      'open unseenCashback',
      'open campaign',
      'navigate /cashier/deposit',
    ]);
    expect(storage.entries()).toEqual({ other: 'kept' });
    expect(dialogs.state.queue.map((d) => d.name)).toEqual([
      'confirmEmail',
      'unseenCashback',
      'campaign',
    ]);
  });

  it('no redirect when a redirectUrl query exists; lookup failures are logged only', async () => {
    const log = vi.fn();
    const { flow, events } = setup({
      redirectUrl: () => '/promotions',
      confirmEmailPopup: () => false,
      unseenCashbackId: () => Promise.reject(new Error('cashbacks down')),
      log,
    });
    await flow.submit({ password: 'secret1' });
    expect(events).toEqual(['track sign_up', 'close popup', 'session refreshed', 'open campaign']);
    expect(log).toHaveBeenCalledWith(new Error('cashbacks down'));
  });

  it('failure: exposed, tracked with the error code, rethrown; nothing else happens', async () => {
    const failure = new ApiError(
      422,
      { type: 'InvalidParameterException', message: 'bad', invalid_parameters: { email: 'taken' } },
      '/api/auth/register',
    );
    const { flow, events, storage } = setup({ register: () => Promise.reject(failure) });
    await expect(flow.submit({ password: 'x' })).rejects.toBe(failure);
    expect(flow.state).toEqual({
      submitting: false,
      error: { message: 'bad', type: 'InvalidParameterException' },
    });
    expect(events).toEqual(['track sign_up_failed']);
    expect(storage.getItem('registration_promo_code')).toBe('WELCOME');
  });

  it('refuses a second submit while one is running', async () => {
    const { flow } = setup();
    const first = flow.submit({ password: 'secret1' });
    await expect(flow.submit({ password: 'secret1' })).rejects.toThrow('already being submitted');
    await first;
  });
});
