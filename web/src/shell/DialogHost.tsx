import type { PopupName } from '@croupier/core/state';
import { Suspense, useEffect } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { retryingLazy } from '../app/retrying-lazy.ts';
import { useDialogs } from '../hooks/index.ts';
import { ChunkBoundary } from './ChunkBoundary.tsx';

// The dialogs (kit dialogs, curtain, the registry of named popups) are never part of the
// first paint: their code is a chunk of its own (DESIGN §9 first-load budget), fetched when
// the page is idle so it is there before the first dialog — also if the connection drops.
const view = retryingLazy(() => import('./DialogView.tsx').then((m) => m.DialogView));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 2000);
  return () => window.clearTimeout(handle);
}

/**
 * Loads a named popup's code before it opens: the dialog view (through the same retrying load
 * as above, so the view then renders without suspending) and the popup's own content. For a
 * popup that comes due while the player is away (the inactivity warning), so it shows at once,
 * whatever the connection is doing by then.
 */
export function preloadDialog(name: PopupName): Promise<void> {
  return view
    .preload()
    .then(() => import('./DialogView.tsx'))
    .then((m) => m.preloadDialogContent(name));
}

/** Shows core's dialog queue (see `DialogView`), loading its code on demand. */
export function DialogHost() {
  const platform = usePlatform();
  const { visible } = useDialogs();
  useEffect(() => whenIdle(() => void view.preload().catch(() => {})), []);
  if (!visible) return null;
  return (
    <ChunkBoundary compact onError={platform.log}>
      <Suspense fallback={null}>
        <view.Component />
      </Suspense>
    </ChunkBoundary>
  );
}
