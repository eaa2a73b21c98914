import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

describe('employer page', () => {
  it('shows the offer, the trial, the prices and the FAQ', async () => {
    renderApp('/for-employers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find motivated trainees from around the world' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('For employers – Azubi Connect');
    expect(screen.getByRole('link', { name: 'Start your 10-day free trial' })).toHaveAttribute(
      'href',
      '/auth?role=employer',
    );
    expect(screen.getByRole('link', { name: 'See prices' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('heading', { level: 2, name: 'Prices' }).closest('section')).toHaveAttribute(
      'id',
      'pricing',
    );
    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).closest('section');
    const questions = within(faq as HTMLElement).getAllByRole('group');
    expect(questions).toHaveLength(9);
  });

  it('opens an FAQ answer', async () => {
    renderApp('/de/for-employers');
    await screen.findByRole('heading', { level: 1 });
    const question = screen.getByText('Wie funktioniert der kostenlose Test?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/Du brauchst keine Kreditkarte/)).toBeVisible();
  });

  it('scrolls to the top when reached from the bottom of another page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'For employers' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find motivated trainees from around the world' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
