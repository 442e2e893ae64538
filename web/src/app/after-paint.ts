/**
 * Runs work once the browser has drawn the next frame: a callback before the frame, then a task
 * after it. What runs there leaves the frame alone — neither its main-thread time nor, on a
 * phone's network, its bandwidth. A tab in the background draws no frames: `fallbackMs` later
 * the work runs anyway. Returns a cancel.
 */
export function afterNextPaint(run: () => void, fallbackMs = 500): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    clearTimeout(task);
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          task = setTimeout(once, 0);
        })
      : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(task);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
