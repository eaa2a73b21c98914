import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { LoadingSpinner, type SpinnerSize } from './loading-spinner';

describe('LoadingSpinner', () => {
  it.each<[SpinnerSize, string]>([
    ['sm', 'size-4'],
    ['md', 'size-6'],
    ['lg', 'size-10'],
    ['xl', 'size-16'],
  ])('draws size %s as %s', (size, iconClass) => {
    render(<LoadingSpinner size={size} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-size', size);
    expect(status.querySelector('svg')).toHaveClass(iconClass, 'animate-spin');
  });

  it('is medium unless told otherwise', () => {
    render(<LoadingSpinner />);
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'md');
  });

  it('announces "Loading…" when it has no text, without showing it', () => {
    render(<LoadingSpinner />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status.querySelector('.sr-only')).toHaveTextContent('Loading…');
  });

  it('shows and announces its text', () => {
    render(<LoadingSpinner size="lg" text="Loading your applications" />);
    expect(screen.getByRole('status', { name: 'Loading your applications' })).toBeInTheDocument();
    expect(screen.getByText('Loading your applications')).toBeVisible();
    expect(screen.getByText('Loading your applications')).not.toHaveClass('sr-only');
  });

  it('says "Wird geladen…" on German pages', async () => {
    await i18n.changeLanguage('de');
    render(<LoadingSpinner />);
    expect(screen.getByRole('status', { name: 'Wird geladen…' })).toBeInTheDocument();
  });

  it('hides the drawing from assistive technology', () => {
    render(<LoadingSpinner />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
