import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { value: 'candidates', label: 'Candidates', content: <p>Create your profile</p> },
  { value: 'employers', label: 'Employers', content: <p>Post a listing</p> },
];

describe('Tabs', () => {
  it('opens the first tab and switches by click and by arrow key', async () => {
    render(<Tabs items={items} label="How it works" />);
    expect(screen.getByRole('tablist', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create your profile');

    await userEvent.click(screen.getByRole('tab', { name: 'Employers' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Post a listing');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Candidates' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create your profile');
  });

  it('starts on defaultValue', () => {
    render(<Tabs items={items} label="How it works" defaultValue="employers" />);
    expect(screen.getByRole('tab', { name: 'Employers' })).toHaveAttribute('aria-selected', 'true');
  });
});
