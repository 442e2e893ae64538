/** The dialog queue store: open in sequence, close, dismiss, and `confirm()` as a promise (§4). */
import { proxy } from 'valtio/vanilla';
import {
  closeDialog,
  enqueue,
  visibleDialog,
  type CloseReason,
  type DialogQueueState,
  type DialogRequest,
} from './dialog-queue.ts';
import { POPUP_KINDS } from './named-popups.ts';

/** Creates a dialog queue; ids are local to the store, so tests need no singleton. */
export function createDialogStore() {
  const state = proxy<DialogQueueState>({ queue: [] });
  const waiting = new Map<string, (reason: CloseReason) => void>();
  let nextId = 0;

  const apply = (next: DialogQueueState) => {
    if (next !== state) state.queue = next.queue;
  };

  const closeWith = (id: string, reason: CloseReason): boolean => {
    const before = state.queue.length;
    apply(closeDialog(state, id, reason));
    const closed = state.queue.length < before;
    if (closed) {
      waiting.get(id)?.(reason);
      waiting.delete(id);
    }
    return closed;
  };

  const open = (request: DialogRequest): string => {
    nextId += 1;
    const id = `dialog-${nextId}`;
    const kind = request.kind ?? (request.name ? POPUP_KINDS[request.name] : 'popup');
    apply(
      enqueue(state, {
        id,
        kind,
        name: request.name ?? null,
        props: { ...(request.props ?? {}) },
        preventClose: request.preventClose ?? false,
        hideClose: request.hideClose ?? false,
      }),
    );
    return id;
  };

  return {
    state,
    /** Queues a dialog and returns its id. */
    open,
    /**
     * Queues a dialog and resolves with why it closed (agree, reject, escape, overlay, close,
     * forced).
     */
    openAndWait(request: DialogRequest): Promise<CloseReason> {
      const id = open(request);
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    /** Opens a confirm; true on agree, false on reject or any dismissal. */
    confirm(request: DialogRequest): Promise<boolean> {
      const id = open({ ...request, kind: 'confirm' } as DialogRequest);
      return new Promise((resolve) => waiting.set(id, (reason) => resolve(reason === 'agree')));
    },
    /** Closes a dialog by its own action; preventClose dialogs need `{ force: true }`. */
    close(id: string, options: { force?: boolean } = {}): boolean {
      return closeWith(id, options.force ? 'forced' : 'close');
    },
    /** Escape or overlay click on the visible dialog. */
    dismiss(how: 'escape' | 'overlay'): boolean {
      const top = visibleDialog(state);
      return top ? closeWith(top.id, how) : false;
    },
    /** The agree button of a confirm. */
    agree(id: string): boolean {
      return closeWith(id, 'agree');
    },
    /** The reject button of a confirm. */
    reject(id: string): boolean {
      return closeWith(id, 'reject');
    },
    /** Marks content loaded so the close button may appear. */
    markLoaded(id: string) {
      const entry = state.queue.find((d) => d.id === id);
      if (entry) entry.loaded = true;
    },
    /** Force-closes everything (e.g. on logout); pending confirms resolve false. */
    closeAll() {
      for (const entry of [...state.queue]) closeWith(entry.id, 'forced');
    },
  };
}

/** The dialog store's shape. */
export type DialogStore = ReturnType<typeof createDialogStore>;
