import { describe, expect, it } from 'vitest';
import {
  closeDialog,
  enqueue,
  isScrollLocked,
  showsCloseButton,
  visibleDialog,
  type DialogEntry,
  type DialogQueueState,
} from './dialog-queue.ts';
import { opensPromoCodeActivatedPopup } from './named-popups.ts';

const entry = (id: string, extra: Partial<DialogEntry> = {}) => ({
  id,
  kind: 'popup' as const,
  name: null,
  props: {},
  preventClose: false,
  hideClose: false,
  ...extra,
});

const empty: DialogQueueState = { queue: [] };

describe('dialog queue transitions (§4 Dialogs)', () => {
  it('queues in sequence: the next opens when the previous closes', () => {
    let s = enqueue(enqueue(empty, entry('a')), entry('b'));
    expect(visibleDialog(s)?.id).toBe('a');
    s = closeDialog(s, 'a', 'close');
    expect(visibleDialog(s)?.id).toBe('b');
    s = closeDialog(s, 'b', 'overlay');
    expect(visibleDialog(s)).toBeNull();
  });

  it('preventClose dialogs do not close unless forced', () => {
    const s = enqueue(empty, entry('a', { preventClose: true }));
    expect(closeDialog(s, 'a', 'escape')).toBe(s);
    expect(closeDialog(s, 'a', 'overlay')).toBe(s);
    expect(closeDialog(s, 'a', 'close')).toBe(s);
    expect(closeDialog(s, 'a', 'forced').queue).toEqual([]);
  });

  it('page scroll is locked while any dialog is open', () => {
    expect(isScrollLocked(empty)).toBe(false);
    expect(isScrollLocked(enqueue(empty, entry('a')))).toBe(true);
  });

  it('the close button appears only after content has loaded, unless prevented or hidden', () => {
    const base = { ...entry('a'), loaded: false };
    expect(showsCloseButton(base)).toBe(false);
    expect(showsCloseButton({ ...base, loaded: true })).toBe(true);
    expect(showsCloseButton({ ...base, loaded: true, preventClose: true })).toBe(false);
    expect(showsCloseButton({ ...base, loaded: true, hideClose: true })).toBe(false);
  });

  it('promo code activated popup opens unless the path contains cashier/deposit', () => {
    expect(opensPromoCodeActivatedPopup('/promotions')).toBe(true);
    expect(opensPromoCodeActivatedPopup('/de/cashier/deposit/card')).toBe(false);
  });
});
