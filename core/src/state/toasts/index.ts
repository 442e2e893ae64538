export type { Toast, ToastInput, ToastKind, ToastListState, ToastType } from './toast-list.ts';
export {
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION_MS,
  addToast,
  removeToast,
  visibleToasts,
} from './toast-list.ts';
export type { ToastStore, ToastStoreDeps } from './toast-store.ts';
export { createToastStore } from './toast-store.ts';
