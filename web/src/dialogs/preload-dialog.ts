/**
 * Loads a named popup's code before it opens: the dialog view's chunk (which `DialogHost`
 * loads the same way) and the popup's own content. For a popup that comes due while the
 * player is away (the inactivity warning), so it shows at once, whatever the connection
 * is doing by then.
 */
import type { PopupName } from '@croupier/core/state';

export function preloadDialog(name: PopupName): Promise<void> {
  return import('../shell/DialogView.tsx').then((m) => m.preloadDialogContent(name));
}
