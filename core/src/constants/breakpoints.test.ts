import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor, minWidthQuery } from './breakpoints.ts';

describe('breakpoints (§9)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'laptop'],
    [1279, 'laptop'],
    [1280, 'laptopLg'],
    [1365, 'laptopLg'],
    [1366, 'desktopSm'],
    [1439, 'desktopSm'],
    [1440, 'desktop'],
    [1695, 'desktop'],
    [1696, 'desktopMd'],
    [1919, 'desktopMd'],
    [1920, 'desktopLg'],
    [3840, 'desktopLg'],
  ])('width %i is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it('treats fractional widths as the pixel below (767.5 is still mobile)', () => {
    expect(breakpointFor(767.5)).toBe('mobile');
    expect(breakpointFor(0)).toBe('mobile');
  });

  it('ranges are contiguous and ordered', () => {
    for (let i = 1; i < BREAKPOINTS.length; i++) {
      expect(BREAKPOINTS[i]!.min).toBe(BREAKPOINTS[i - 1]!.max! + 1);
    }
    expect(BREAKPOINTS.at(-1)).toEqual({ name: 'desktopLg', min: 1920, max: null });
  });

  it('builds min-width queries', () => {
    expect(minWidthQuery('tablet')).toBe('(min-width: 768px)');
    expect(minWidthQuery('desktopLg')).toBe('(min-width: 1920px)');
  });
});
