import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './route-error-screen';

describe('RouteErrorScreen', () => {
  it('shows the error screen for a failing page, and Try Again renders the page again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('boom');
      return <h1>Working page</h1>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Outlet />,
          errorElement: <RouteErrorScreen />,
          children: [{ index: true, Component: FlakyPage }],
        },
      ],
      { initialEntries: ['/?q=1'] },
    );
    render(<RouterProvider router={router} onError={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Working page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=1');
    consoleError.mockRestore();
  });

  it('shows the error screen when a page fails to load', async () => {
    let attempts = 0;
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy: async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return { Component: () => <h1>Loaded page</h1> };
        },
      },
    ]);
    render(<RouterProvider router={router} onError={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });
});
