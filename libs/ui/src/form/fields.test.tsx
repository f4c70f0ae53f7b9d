import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, ChoiceGroup, Select, TextField } from './fields';

describe('form fields', () => {
  it('labels the control, marks it required with an asterisk hidden from AT', () => {
    const { container } = render(<TextField label="Email" name="email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  });

  it('wires the error and hint through aria-describedby and aria-invalid', () => {
    render(<TextField label="Phone" name="phone" hint="Digits only" error="Please enter a valid telephone number (digits only)" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only Please enter a valid telephone number (digits only)');
  });

  it('has no aria-invalid without an error', () => {
    render(<Select label="Country" name="country" options={[{ value: 'it', label: 'Italy' }]} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error that arrives during a press only once the press has ended (docs/requirements/forms.md#validation-messages)', async () => {
    const { rerender } = render(<TextField label="Name" name="name" required />);
    fireEvent.pointerDown(document.body);
    rerender(<TextField label="Name" name="name" required error="This field is required" />);
    // The press that blurred the field is still down: nothing may move under it yet.
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.pointerUp(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    // Without a press a new error shows at once.
    rerender(<TextField label="Name" name="name" required error="Please use at most 200 characters." />);
    expect(screen.getByText('Please use at most 200 characters.')).toBeInTheDocument();
  });

  it('renders a consent checkbox with its label', () => {
    render(<Checkbox label="I agree to the processing of my data" name="consent" required error="This field is required" />);
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('This field is required');
  });

  it('groups choices in a fieldset and reports multiple selections', () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup
        label="Interest"
        name="interest"
        value={['docs']}
        onChange={onChange}
        options={[
          { value: 'docs', label: 'Documentation by email' },
          { value: 'call', label: 'Contact by phone' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Interest' })).toBeInTheDocument();
    screen.getByRole('checkbox', { name: 'Contact by phone' }).click();
    expect(onChange).toHaveBeenCalledWith(['docs', 'call']);
  });
});
