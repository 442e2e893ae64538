/**
 * Opens the games search popup (§2.3 `gamesSearch`). The header, the tab bar and the hall
 * call this; the popup's code is a lazy chunk (dialogs/registry.ts), so the entry carries
 * only the buttons.
 */
import type { DialogStore } from '@croupier/core/state';

export function openGamesSearch(dialogs: Pick<DialogStore, 'open'>): void {
  dialogs.open({ name: 'gamesSearch', props: {} });
}
