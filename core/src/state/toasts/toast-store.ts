/**
 * The toast store: show, close, and auto-remove after each toast's time. A waiting toast's
 * clock starts when it becomes visible, so a burst never hides a message unseen.
 */
import { proxy } from 'valtio/vanilla';
import type { TimerHandle, Timers } from '../shared/effects.ts';
import {
  DEFAULT_MAX_VISIBLE_TOASTS,
  addToast,
  removeToast,
  visibleToasts,
  type ToastInput,
  type ToastListState,
} from './toast-list.ts';

/** Effects and limits for {@link createToastStore}. */
export interface ToastStoreDeps {
  timers: Timers;
  /** Toasts on screen at once (default 3). */
  maxVisible?: number;
}

/** Creates a toast list with auto-dismiss through the injected timers. */
export function createToastStore(deps: ToastStoreDeps) {
  const maxVisible = deps.maxVisible ?? DEFAULT_MAX_VISIBLE_TOASTS;
  const state = proxy<ToastListState>({ items: [] });
  const timers = new Map<string, TimerHandle>();
  let nextId = 0;

  const startVisibleTimers = () => {
    for (const toast of visibleToasts(state, maxVisible)) {
      if (toast.duration === 0 || timers.has(toast.id)) continue;
      const id = toast.id;
      timers.set(
        id,
        deps.timers.setTimeout(() => dismiss(id), toast.duration),
      );
    }
  };

  const dismiss = (id: string) => {
    const handle = timers.get(id);
    if (handle !== undefined) deps.timers.clearTimeout(handle);
    timers.delete(id);
    state.items = removeToast(state, id).items;
    startVisibleTimers();
  };

  return {
    state,
    /** Shows a toast and returns its id. */
    show(input: ToastInput): string {
      nextId += 1;
      const id = `toast-${nextId}`;
      state.items = addToast(state, id, input).items;
      startVisibleTimers();
      return id;
    },
    /** Closes a toast (its close button). */
    dismiss,
    /** Removes every toast and cancels their timers. */
    clear() {
      for (const handle of timers.values()) deps.timers.clearTimeout(handle);
      timers.clear();
      state.items = [];
    },
    /** The toasts on screen now. */
    visible: () => visibleToasts(state, maxVisible),
  };
}

/** The toast store's shape. */
export type ToastStore = ReturnType<typeof createToastStore>;
