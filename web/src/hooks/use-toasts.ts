/** Toasts of core (§4 Toasts) for components. */
import { visibleToasts } from '@croupier/core/state';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** The toasts on screen and the store's actions. */
export function useToasts() {
  const { stores } = usePlatform();
  const toasts = stores.toasts;
  const snap = useSnapshot(toasts.state);
  return {
    visible: visibleToasts(snap),
    show: toasts.show,
    dismiss: toasts.dismiss,
  };
}
