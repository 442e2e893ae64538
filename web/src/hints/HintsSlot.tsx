import { Suspense } from 'react';
import { retryingLazy } from '../app/retrying-lazy.ts';
import { ChunkBoundary } from '../shell/ChunkBoundary.tsx';
import { useSession } from '../hooks/index.ts';

const { Component: HintBanners } = retryingLazy(() =>
  import('./HintBanners.tsx').then((m) => m.HintBanners),
);

/** Where the profile hints go (under the header); their code loads only for players. */
export function HintsSlot() {
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return (
    // Hints are extras: a chunk that would not load leaves the slot empty, never the page.
    <ChunkBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <HintBanners />
      </Suspense>
    </ChunkBoundary>
  );
}
