/**
 * Fullscreen for the game stage: the Fullscreen API where the browser has it, else (iOS
 * Safari on phones) the stage covers the viewport with CSS until Escape or the exit button.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useEscapeLayer } from '../ui/index.ts';

/** Whether `el` is fullscreen, and how it got there. */
export interface Fullscreen {
  /** The stage fills the screen (either way). */
  active: boolean;
  /** The CSS fallback is in use (style the stage to cover the viewport). */
  fallback: boolean;
  enter(): void;
  exit(): void;
  toggle(): void;
}

/** Fullscreen of the element behind `ref`. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setNative(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEscapeLayer(fallback, () => setFallback(false));

  const enter = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      el.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  }, [ref]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    setFallback(false);
  }, []);

  const active = native || fallback;
  return {
    active,
    fallback,
    enter,
    exit,
    toggle: () => (active ? exit() : enter()),
  };
}
