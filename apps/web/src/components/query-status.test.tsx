import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus } from './query-status';

const TEXTS = { loading: 'Loading figures…', loadFailed: 'Failed to load', retry: 'Try again' };

describe('QueryStatus', () => {
  it('shows the spinner with its text while the query is pending', () => {
    render(<QueryStatus query={{ isPending: true, error: null, refetch: () => {} }} texts={TEXTS} />);
    expect(screen.getByRole('status', { name: 'Loading figures…' })).toBeInTheDocument();
  });

  it('shows the failure, the message only where it says more, and tries again', async () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <QueryStatus query={{ isPending: false, error: new Error('The server is busy.'), refetch }} texts={TEXTS} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load');
    expect(alert).toHaveTextContent('The server is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();

    rerender(<QueryStatus query={{ isPending: false, error: new Error('Failed to load'), refetch }} texts={TEXTS} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to loadTry again');
  });
});
