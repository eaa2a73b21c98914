import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

function Example() {
  return (
    <Dialog
      trigger={<Button>Forgot password?</Button>}
      title="Reset your password"
      description="We send you a link."
      footer={
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      }
    >
      <input aria-label="E-mail" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog', async () => {
    render(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toHaveAccessibleDescription('We send you a link.');
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button (named in the page language) and with DialogClose', async () => {
    await i18n.changeLanguage('de');
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
