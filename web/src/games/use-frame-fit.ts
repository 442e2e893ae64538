/**
 * A content-sized game frame (the sportsbook), through the frame-action protocol
 * (core/games): the frame reports the height of its content and the page gives it exactly
 * that, so the player scrolls one page instead of a scroll box inside it; the page tells the
 * frame which part of it is on screen (between the shell's sticky header and its bottom
 * navigation), where the frame keeps what must stay in reach — the bet-slip bar and sheet —
 * and the app's light or dark theme, which the frame follows. Full screen hands the frame its
 * own viewport back (it scrolls inside again).
 */
import {
  themeMessage,
  viewportMessage,
  type FrameViewport,
  type HostToFrameMessage,
} from '@croupier/core/games';
import { useEffect, useState, type RefObject } from 'react';
import { useTheme } from '../hooks/index.ts';
import { useFrameMessages } from './use-frame-messages.ts';

/** Marks the shell's edges that cover the page while it scrolls (sticky header, bottom nav). */
const SHELL_EDGE_ATTRIBUTE = 'data-shell-edge';

/** What {@link useFrameFit} gives the stage. */
export interface FrameFit {
  /** The frame's content height (px) while it is sized to it; null: the stage's own height. */
  height: number | null;
}

function shown(element: Element): DOMRect | null {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? rect : null;
}

/** The part of `frame` between the shell's covering edges, in the frame's own pixels. */
function visiblePart(frame: HTMLIFrameElement): FrameViewport {
  const rect = frame.getBoundingClientRect();
  let top = 0;
  let bottom = window.innerHeight;
  for (const edge of document.querySelectorAll(`[${SHELL_EDGE_ATTRIBUTE}]`)) {
    const box = shown(edge);
    if (!box) continue;
    if (edge.getAttribute(SHELL_EDGE_ATTRIBUTE) === 'top') top = Math.max(top, box.bottom);
    else bottom = Math.min(bottom, box.top);
  }
  const from = Math.min(rect.height, Math.max(0, top - rect.top));
  const to = Math.max(from, Math.min(rect.height, bottom - rect.top));
  return { top: from, height: to - from };
}

/**
 * Sizes the frame in `frame` (showing `src`, null when there is none) to its content while
 * `fitted` (not full screen), and keeps it told of the theme and of its visible part.
 */
export function useFrameFit(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  fitted: boolean,
): FrameFit {
  const { theme } = useTheme();
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    setHeight(null);
  }, [src]);
  useFrameMessages(frame, src, (message) => {
    if (message.type === 'size') setHeight(message.height);
  });

  useEffect(() => {
    const element = frame.current;
    if (src === null || !element) return;
    // The frame's origin is opaque (sandboxed): it cannot be named as the target; nothing
    // here is secret, and the frame obeys only its parent at our origin.
    const post = (message: HostToFrameMessage) => element.contentWindow?.postMessage(message, '*');
    let scheduled = 0;
    const tellViewport = () => {
      scheduled = 0;
      post(viewportMessage(fitted ? visiblePart(element) : null));
    };
    const schedule = () => {
      if (!scheduled) scheduled = requestAnimationFrame(tellViewport);
    };
    const tellAll = () => {
      post(themeMessage(theme));
      tellViewport();
    };
    // A frame (re)loading learns everything again once its page has run.
    element.addEventListener('load', tellAll);
    tellAll();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    return () => {
      if (scheduled) cancelAnimationFrame(scheduled);
      element.removeEventListener('load', tellAll);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized.disconnect();
    };
  }, [frame, src, fitted, theme]);

  return { height: fitted ? height : null };
}
