import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { isScrollLocked, visibleDialog } from './dialog-queue.ts';
import { createDialogStore } from './dialog-store.ts';

describe('dialog store', () => {
  it('opens named popups with their kind and props, one visible at a time (FIFO)', () => {
    const store = createDialogStore();
    const first = store.open({ name: 'confirmEmail', props: { email: 'a@b.co' } });
    store.open({ name: 'gamesSearch', props: {} });
    const snap = snapshot(store.state);
    expect(visibleDialog(snap)).toMatchObject({
      id: first,
      name: 'confirmEmail',
      kind: 'popup',
      props: { email: 'a@b.co' },
    });
    expect(snap.queue[1]).toMatchObject({ name: 'gamesSearch', kind: 'curtain' });
    store.close(first);
    expect(visibleDialog(store.state)?.name).toBe('gamesSearch');
  });

  it('confirm() resolves true on agree', async () => {
    const store = createDialogStore();
    const answer = store.confirm({ name: 'burnBonusesConfirm', props: {} });
    const id = visibleDialog(store.state)!.id;
    expect(visibleDialog(store.state)!.kind).toBe('confirm');
    store.agree(id);
    await expect(answer).resolves.toBe(true);
    expect(isScrollLocked(store.state)).toBe(false);
  });

  it('confirm() resolves false on reject', async () => {
    const store = createDialogStore();
    const answer = store.confirm({ kind: 'confirm', props: { text: 'Sure?' } });
    store.reject(visibleDialog(store.state)!.id);
    await expect(answer).resolves.toBe(false);
  });

  it('confirm() resolves false on dismiss (Escape or overlay)', async () => {
    const store = createDialogStore();
    const a = store.confirm({ name: 'bonusConfirm', props: { bonusId: 1, action: 'remove' } });
    const b = store.confirm({ name: 'bonusConfirm', props: { bonusId: 2, action: 'activate' } });
    expect(store.dismiss('escape')).toBe(true);
    expect(store.dismiss('overlay')).toBe(true);
    await expect(a).resolves.toBe(false);
    await expect(b).resolves.toBe(false);
  });

  it('preventClose: Escape, overlay click and plain close do nothing; a forced close works', async () => {
    const store = createDialogStore();
    const id = store.open({ name: 'interactivityWarning', props: {}, preventClose: true });
    expect(store.dismiss('escape')).toBe(false);
    expect(store.dismiss('overlay')).toBe(false);
    expect(store.close(id)).toBe(false);
    expect(isScrollLocked(store.state)).toBe(true);
    expect(store.close(id, { force: true })).toBe(true);
    expect(isScrollLocked(store.state)).toBe(false);
  });

  it('openAndWait reports the close reason; closeAll resolves pending confirms false', async () => {
    const store = createDialogStore();
    const reason = store.openAndWait({ name: 'unseenCashback', props: { cashbackId: 7 } });
    const confirmed = store.confirm({ name: 'loyaltyShopConfirm', props: { productId: 1 } });
    store.closeAll();
    await expect(reason).resolves.toBe('forced');
    await expect(confirmed).resolves.toBe(false);
    expect(store.state.queue).toHaveLength(0);
  });

  it('markLoaded flips the loaded flag of a queued dialog', () => {
    const store = createDialogStore();
    const id = store.open({ name: 'campaign', props: { campaignId: 3 } });
    expect(store.state.queue[0]!.loaded).toBe(false);
    store.markLoaded(id);
    expect(store.state.queue[0]!.loaded).toBe(true);
  });
});
