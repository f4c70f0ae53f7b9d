import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMoreButton } from './LoadMoreButton';

describe('LoadMoreButton (docs/requirements/pages.md#call-to-action)', () => {
  it('is a link to ?page=N keeping the filters (works without JS)', () => {
    render(<LoadMoreButton nextPage={3} search="?type=press&page=2" />);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '?type=press&page=3');
  });
  it('loads in place when given onLoadMore', () => {
    const onLoadMore = vi.fn();
    render(<LoadMoreButton nextPage={2} onLoadMore={onLoadMore} />);
    const link = screen.getByRole('link', { name: 'Load more' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onLoadMore).toHaveBeenCalledWith(2);
  });
  it('does not load twice while loading', () => {
    const onLoadMore = vi.fn();
    render(<LoadMoreButton nextPage={2} onLoadMore={onLoadMore} loading />);
    fireEvent.click(screen.getByRole('link'));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
