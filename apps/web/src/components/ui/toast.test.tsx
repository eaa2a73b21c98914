import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ToastOutlet } from './toast-outlet';
import { useToast } from './use-toast';

function SaveButton() {
  const { toast } = useToast();
  return (
    <Button onClick={() => toast({ title: 'Profile saved', description: 'Employers see it now.', variant: 'success' })}>
      Save
    </Button>
  );
}

describe('toasts', () => {
  it('loads the toaster with the first toast, shows it and closes it', async () => {
    render(
      <>
        <SaveButton />
        <ToastOutlet />
      </>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(screen.getByText('Employers see it now.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Profile saved')).not.toBeInTheDocument());
  });

  it('keeps at most three toasts', async () => {
    render(<ToastOutlet />);
    const { toast } = useToast();
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Message ${n}` });
    });
    expect(await screen.findByText('Message 4')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(screen.getByText('Message 2')).toBeInTheDocument();
  });

  it('stands above the cookie banner while it is shown (the banner publishes its height)', async () => {
    render(<ToastOutlet />);
    const { toast } = useToast();
    act(() => {
      toast({ title: 'Saved' });
    });
    const viewport = (await screen.findByRole('region', { name: /Notifications/ })).querySelector('ol');
    expect(viewport).toHaveClass('bottom-[var(--cookie-banner-height,0px)]');
  });
});
