/**
 * The side menu, loaded when it first opens: it is never part of the first screen, so its code
 * stays out of the entry (DESIGN §9 first-load budget). A failed load (offline) renders nothing
 * (after the retrying wrapper's attempts) and closes the menu; the next opening tries again, so it never blanks
 * the page and recovers once the network is back.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { allowChunkRetry, retryingLazy } from '../app/retrying-lazy.ts';

type MenuProps = { onClose(): void };

const { Component: Loaded } = retryingLazy<MenuProps>(() =>
  import('./MenuCurtain.tsx').then((m) => m.MenuCurtain),
);

class LoadGuard extends Component<{ children: ReactNode; onFail(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(): void {
    allowChunkRetry();
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
