import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" primary button unless told otherwise', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bg-primary', 'h-11');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each([
    ['secondary', 'bg-secondary'],
    ['outline', 'border-input'],
    ['ghost', 'hover:bg-muted'],
    ['destructive', 'bg-destructive'],
    ['link', 'underline'],
  ] as const)('has the %s variant', (variant, expectedClass) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(expectedClass);
  });

  it('has sizes, the small one still 44 px on touch screens', () => {
    render(
      <>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button size="icon" aria-label="Close" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass('h-9', 'pointer-coarse:h-11');
    expect(screen.getByRole('button', { name: 'Large' })).toHaveClass('h-12');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('size-11');
  });

  it('lets a later class win over its own (cn/tailwind-merge)', () => {
    render(<Button className="h-14 px-8">Wide</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass('h-14', 'px-8');
    expect(button).not.toHaveClass('h-11');
    expect(button).not.toHaveClass('px-5');
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="outline">
        <a href="/de">Zur Startseite</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Zur Startseite' });
    expect(link).toHaveAttribute('href', '/de');
    expect(link).toHaveClass('border-input');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('submits a form when asked to', () => {
    render(
      <form>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});
