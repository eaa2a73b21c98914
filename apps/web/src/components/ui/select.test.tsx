import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { Select } from './select';

const cities = [
  { value: 'berlin', label: 'Berlin' },
  { value: 'hamburg', label: 'Hamburg' },
  { value: 'munich', label: 'München', disabled: true },
];

function Example() {
  const [city, setCity] = useState('');
  return (
    <>
      <Label htmlFor="city">City</Label>
      <Select id="city" options={cities} value={city} onValueChange={setCity} placeholder="Choose a city" />
      <output>{city}</output>
    </>
  );
}

describe('Select', () => {
  it('is named by its label and shows the placeholder', () => {
    render(<Example />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger).toHaveTextContent('Choose a city');
  });

  it('picks an option with the keyboard', async () => {
    render(<Example />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'München' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Hamburg' }));
    expect(screen.getByRole('status')).toHaveTextContent('hamburg');
    expect(trigger).toHaveTextContent('Hamburg');
  });
});
