/**
 * The fatal page as a chunk of its own: it shows only when the start-up or the address fails,
 * so its code stays out of the entry (DESIGN §9 first-load budget).
 */
import { lazy, Suspense } from 'react';

const FatalScreen = lazy(() =>
  import('./FatalScreen.tsx').then((m) => ({ default: m.FatalScreen })),
);

/** {@link FatalScreen}, loaded on first use. */
export function LazyFatalScreen({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <FatalScreen error={error} />
    </Suspense>
  );
}
