/** The dialog queue of core (§4 Dialogs) for components. */
import { showsCloseButton, visibleDialog } from '@croupier/core/state';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** The visible dialog and the queue's actions. */
export function useDialogs() {
  const { stores } = usePlatform();
  const dialogs = stores.dialogs;
  const snap = useSnapshot(dialogs.state);
  const visible = visibleDialog(snap);
  return {
    visible,
    /** The close button may show (content loaded, closing allowed and not hidden). */
    showClose: visible ? showsCloseButton(visible) : false,
    open: dialogs.open,
    confirm: dialogs.confirm,
    close: dialogs.close,
    dismiss: dialogs.dismiss,
    agree: dialogs.agree,
    reject: dialogs.reject,
    markLoaded: dialogs.markLoaded,
  };
}
