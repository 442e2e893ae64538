import { lazy, Suspense } from 'react';
import { useSession } from '../../hooks/index.ts';

const HintBanners = lazy(() =>
  import('./HintBanners.tsx').then((m) => ({ default: m.HintBanners })),
);

/** Where the profile hints go (under the header); their code loads only for players. */
export function HintsSlot() {
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <HintBanners />
    </Suspense>
  );
}
