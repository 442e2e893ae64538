import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadMore } from './LoadMore.tsx';
import { SkeletonRows } from './SkeletonRows.tsx';

afterEach(cleanup);

describe('the shared loading / failed / more states', () => {
  it('LoadFailed names what failed and asks again on "Try again"', () => {
    const retry = vi.fn();
    render(<LoadFailed title="The winners could not be loaded" onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'The winners could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledWith();
  });

  it('LoadMore asks for the next page and says when one failed', () => {
    const more = vi.fn();
    const { rerender } = render(<LoadMore loading={false} onMore={more} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(more).toHaveBeenCalledTimes(1);
    rerender(<LoadMore loading={false} failed onMore={more} />);
    expect(screen.getByRole('alert').textContent).toBe('More rows could not be loaded.');
  });

  it('SkeletonRows holds the list busy with one row a placeholder', () => {
    const { container } = render(<SkeletonRows count={4} height={40} className="list" />);
    const box = container.firstElementChild!;
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.className).toBe('list');
    expect(box.children).toHaveLength(4);
  });
});
