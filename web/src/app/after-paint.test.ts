import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.ts';

describe('afterNextPaint (work after the next frame)', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it('runs in a task after the frame, not before it and not in its callback', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once after the fallback when no frame is drawn (a tab in the background)', () => {
    const run = vi.fn();
    afterNextPaint(run, 500);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancel before the frame runs nothing, frame or fallback', () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    drawFrame();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
