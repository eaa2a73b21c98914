import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('says what happened and offers a way on, in English', () => {
    render(<ErrorScreen onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Our team has been notified."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Something went wrong – Azubi Connect');
  });

  it('speaks German on German pages, and Go Home leads to /de', async () => {
    await i18n.changeLanguage('de');
    render(<ErrorScreen onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(
      screen.getByText('Es tut uns leid, aber etwas Unerwartetes ist passiert. Unser Team wurde benachrichtigt.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(document.title).toBe('Etwas ist schiefgelaufen – Azubi Connect');
  });

  it('calls onRetry for Try Again', async () => {
    const onRetry = vi.fn();
    render(<ErrorScreen onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('moves focus to its heading, so screen readers start there', () => {
    render(<ErrorScreen onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('Go Home is a plain link home, so following it loads the app afresh', () => {
    render(<ErrorScreen onRetry={() => {}} />);
    const link = screen.getByRole('link', { name: 'Go Home' });
    expect(link.tagName).toBe('A');
    expect(new URL((link as HTMLAnchorElement).href).pathname).toBe('/');
  });
});
