import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';

describe('Label, Input, Textarea, Checkbox', () => {
  it('names an input, takes typing and shows errors through aria-invalid', async () => {
    render(
      <>
        <Label htmlFor="email">E-mail</Label>
        <Input id="email" type="email" aria-invalid aria-describedby="email-error" />
        <p id="email-error">This field is required</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(input).toHaveClass('text-base', 'aria-invalid:border-destructive');
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
  });

  it('names a textarea', async () => {
    render(
      <>
        <Label htmlFor="cover">Cover letter</Label>
        <Textarea id="cover" />
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Cover letter' });
    expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Hallo');
    expect(textarea).toHaveValue('Hallo');
  });

  it('toggles a checkbox by clicking it or its label', async () => {
    render(
      <div className="flex items-center gap-3">
        <Checkbox id="terms" />
        <Label htmlFor="terms">I accept the terms</Label>
      </div>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(checkbox).not.toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
  });
});
