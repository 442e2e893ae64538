/**
 * Pure transitions of the toast list (§4 Toasts): newest last, a cap on how many show at once
 * (the rest wait their turn), removal on close or when their time runs out.
 */
import type { Snapshot } from 'valtio/vanilla';

/** Severity of a toast. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Content types §4 names for toasts (quest, register, …); they pick an icon and layout. */
export type ToastType = 'quest' | 'register' | 'profile' | 'confirm' | 'product' | 'level';

/** Default time on screen (§9). */
export const DEFAULT_TOAST_DURATION_MS = 5000;

/** Toasts shown at once unless configured otherwise. */
export const DEFAULT_MAX_VISIBLE_TOASTS = 3;

/** One toast. `duration` 0 keeps it until closed. */
export interface Toast {
  id: string;
  kind: ToastKind;
  type: ToastType | null;
  title: string | null;
  message: string;
  duration: number;
}

/** What a caller gives to show a toast. */
export interface ToastInput {
  kind?: ToastKind;
  type?: ToastType;
  title?: string;
  message: string;
  /** Milliseconds on screen; default 5000; 0 = until closed. */
  duration?: number;
}

/** The list, oldest first. */
export interface ToastListState {
  items: Toast[];
}

/** Adds a toast at the end. */
export function addToast(state: ToastListState, id: string, input: ToastInput): ToastListState {
  const toast: Toast = {
    id,
    kind: input.kind ?? 'info',
    type: input.type ?? null,
    title: input.title ?? null,
    message: input.message,
    duration: Math.max(0, input.duration ?? DEFAULT_TOAST_DURATION_MS),
  };
  return { items: [...state.items, toast] };
}

/** Removes a toast by id. */
export function removeToast(state: ToastListState, id: string): ToastListState {
  return { items: state.items.filter((t) => t.id !== id) };
}

/** The toasts on screen: the oldest `max`; the rest wait until one goes. */
export function visibleToasts(
  state: Snapshot<ToastListState>,
  max: number = DEFAULT_MAX_VISIBLE_TOASTS,
): Snapshot<Toast>[] {
  return state.items.slice(0, Math.max(0, max));
}
