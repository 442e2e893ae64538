/**
 * Counts who listens to a valtio proxy, so a hook's test can see that mounting subscribes and
 * unmounting lets go: React drops an unmounted component's updates silently, so a leaked
 * subscription shows nowhere else. Reads valtio's internal state (its `unstable_` export).
 */
import { unstable_getInternalStates } from 'valtio/vanilla';

type AddListener = (listener: (...args: unknown[]) => void) => () => void;

/** Starts counting the listeners `proxyObject` gains from now on; answers the live count. */
export function countListeners(proxyObject: object): () => number {
  const state = unstable_getInternalStates().proxyStateMap.get(proxyObject) as
    unknown[] | undefined;
  if (!state) throw new Error('countListeners() needs a valtio proxy');
  const addListener = state[2] as AddListener;
  let count = 0;
  // `subscribe()` looks the adder up on every call, so replacing it counts every subscriber.
  state[2] = ((listener) => {
    count += 1;
    const remove = addListener(listener);
    let removed = false;
    return () => {
      if (!removed) count -= 1;
      removed = true;
      remove();
    };
  }) satisfies AddListener;
  return () => count;
}

/** The listeners of `proxyObject` while what `mount` renders is mounted, and after unmounting. */
export function listenersAcrossMount(
  proxyObject: object,
  mount: () => { unmount(): void },
): { whileMounted: number; afterUnmount: number } {
  const listeners = countListeners(proxyObject);
  const mounted = mount();
  const whileMounted = listeners();
  mounted.unmount();
  return { whileMounted, afterUnmount: listeners() };
}
