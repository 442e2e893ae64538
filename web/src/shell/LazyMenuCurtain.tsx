/**
 * The side menu, loaded when it first opens: it is never part of the first screen, so its code
 * stays out of the entry (DESIGN §9 first-load budget). A failed load (offline) renders nothing
 * and closes the menu; the next opening tries again with a fresh loader, so it never blanks
 * the page and recovers once the network is back.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';

type MenuProps = { onClose(): void };

const load = () => import('./MenuCurtain.tsx').then((m) => ({ default: m.MenuCurtain }));
let Loaded = lazy(load);

class LoadGuard extends Component<{ children: ReactNode; onFail(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(): void {
    // React.lazy keeps a rejected load for good: the next opening gets a new loader.
    Loaded = lazy(load);
    this.props.onFail();
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** The side menu curtain, loaded on first opening. */
export function LazyMenuCurtain({ onClose }: MenuProps) {
  return (
    <LoadGuard onFail={onClose}>
      <Suspense fallback={null}>
        <Loaded onClose={onClose} />
      </Suspense>
    </LoadGuard>
  );
}
