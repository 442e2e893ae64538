import type { Ref } from 'react';
import { cx } from '../ui/index.ts';
import stageStyles from './GameStage.module.css';

/**
 * The frame's sandbox. Game pages are served from our origin, so `allow-same-origin` would
 * hand them our cookies and DOM: they run with an opaque origin instead, and a real-money
 * launch carries a frame token (account.getToken) rather than the session.
 */
const GAME_FRAME_SANDBOX = 'allow-scripts allow-popups allow-forms';

/** Props of {@link GameFrame}. */
export interface GameFrameProps {
  /** `gameFrameUrl(…)`; a new address starts a new frame. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** Extra classes; the frame fills its stage by default. */
  className?: string;
  /** A height (px) instead of filling the stage: the frame's content height (use-frame-fit). */
  height?: number | null;
  ref?: Ref<HTMLIFrameElement>;
}

/** A game or the sportsbook in the sandboxed frame, exactly as the game page launches it. */
export function GameFrame({ src, title, className, height, ref }: GameFrameProps) {
  return (
    <iframe
      key={src}
      ref={ref}
      src={src}
      title={title}
      className={cx(stageStyles.frame, className)}
      style={height != null ? { height } : undefined}
      sandbox={GAME_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      allow="fullscreen"
      allowFullScreen
    />
  );
}
