export type { DialogKind, NamedPopupProps, PopupName } from './named-popups.ts';
export { POPUP_KINDS, opensPromoCodeActivatedPopup } from './named-popups.ts';
export type { CloseReason, DialogEntry, DialogQueueState, DialogRequest } from './dialog-queue.ts';
export {
  closeDialog,
  enqueue,
  isScrollLocked,
  showsCloseButton,
  visibleDialog,
} from './dialog-queue.ts';
export type { DialogStore } from './dialog-store.ts';
export { createDialogStore } from './dialog-store.ts';
