/**
 * Pure transitions of the dialog queue (§4 Dialogs): one dialog visible at a time, in the
 * order they were opened; preventClose dialogs ignore Escape, overlay click and unforced closes.
 */
import type { Snapshot } from 'valtio/vanilla';
import type { DialogKind, NamedPopupProps, PopupName } from './named-popups.ts';

/** Why a dialog closed: its own action, Escape, overlay click, or the confirm's buttons. */
export type CloseReason = 'close' | 'escape' | 'overlay' | 'agree' | 'reject' | 'forced';

/** A dialog waiting in or showing at the head of the queue. */
export interface DialogEntry {
  id: string;
  kind: DialogKind;
  /** Set for the named popups of §2.3; null for ad-hoc dialogs. */
  name: PopupName | null;
  props: Record<string, unknown>;
  /** Escape, overlay click and unforced closes do nothing. */
  preventClose: boolean;
  /** The close button is never shown. */
  hideClose: boolean;
  /** The content has loaded (the close button waits for it). */
  loaded: boolean;
}

/** The queue; its head is the visible dialog. */
export interface DialogQueueState {
  queue: DialogEntry[];
}

/** What a caller gives to open a dialog. */
export type DialogRequest =
  | {
      [N in PopupName]: {
        name: N;
        props: NamedPopupProps[N];
        kind?: DialogKind;
        preventClose?: boolean;
        hideClose?: boolean;
      };
    }[PopupName]
  | {
      name?: undefined;
      kind: DialogKind;
      props?: Record<string, unknown>;
      preventClose?: boolean;
      hideClose?: boolean;
    };

/** Appends a dialog; it shows once every dialog before it has closed. */
export function enqueue(
  state: DialogQueueState,
  entry: Omit<DialogEntry, 'loaded'> & { loaded?: boolean },
): DialogQueueState {
  return { queue: [...state.queue, { ...entry, loaded: entry.loaded ?? false }] };
}

/**
 * Removes a dialog unless it prevents closing and the reason is not `forced`. Answering a
 * confirm (agree/reject) counts as the dialog's own decision and always closes it.
 */
export function closeDialog(
  state: DialogQueueState,
  id: string,
  reason: CloseReason,
): DialogQueueState {
  const entry = state.queue.find((d) => d.id === id);
  if (!entry) return state;
  if (entry.preventClose && !isDecisive(reason)) return state;
  return { queue: state.queue.filter((d) => d.id !== id) };
}

const isDecisive = (reason: CloseReason) =>
  reason === 'forced' || reason === 'agree' || reason === 'reject';

/** The dialog on screen, or null. */
export function visibleDialog(state: Snapshot<DialogQueueState>): Snapshot<DialogEntry> | null {
  return state.queue[0] ?? null;
}

/** Page scroll is locked while any dialog is open (§4 Dialogs). */
export function isScrollLocked(state: Snapshot<DialogQueueState>): boolean {
  return state.queue.length > 0;
}

/** The close button shows only after the content has loaded, unless closing is prevented or hidden. */
export function showsCloseButton(entry: Snapshot<DialogEntry>): boolean {
  return entry.loaded && !entry.preventClose && !entry.hideClose;
}
