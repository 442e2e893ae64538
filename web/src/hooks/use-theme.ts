/** The colour theme (cookie-backed, §9). */
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** The theme on screen and how to change it. */
export function useTheme() {
  const { stores } = usePlatform();
  const snap = useSnapshot(stores.theme.state);
  return {
    theme: snap.theme,
    setTheme: stores.theme.setTheme,
    toggle: () => stores.theme.toggle(),
  };
}
