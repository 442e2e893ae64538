import { describe, expect, it } from 'vitest';
import { isLoadingMore } from './use-offset-pages.ts';

describe('isLoadingMore', () => {
  it('is a page past those shown on its way', () => {
    expect(isLoadingMore({ isValidating: true, data: [[1]], size: 2 })).toBe(true);
  });

  it('is not the first page (the list shows its skeleton) nor a refetch of the pages shown', () => {
    expect(isLoadingMore({ isValidating: true, data: undefined, size: 1 })).toBe(false);
    expect(isLoadingMore({ isValidating: true, data: [[1], [2]], size: 2 })).toBe(false);
    expect(isLoadingMore({ isValidating: false, data: [[1]], size: 2 })).toBe(false);
  });
});
