import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

describe('app-level error boundary', () => {
  it('shows the error screen for a crash outside the router, and Try Again renders again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('boom');
      return <p>Recovered</p>;
    }
    render(
      <AppProviders>
        <Flaky />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
