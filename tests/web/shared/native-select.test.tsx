import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from '../../../web/src/shared/native-select.tsx';
import { render } from '../support/render.tsx';

const options = [
  { value: 'unrestricted', label: 'Unrestricted' },
  { value: 'restricted', label: 'Restricted', disabled: true },
  { value: '42', label: '11/30' },
];

describe('NativeSelect', () => {
  it('offers its options, a disabled one shown but not choosable, and says what is chosen', async () => {
    const onChange = vi.fn();
    render(
      <NativeSelect
        label="Disable Indefinitely"
        options={options}
        value="unrestricted"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Disable Indefinitely' });
    expect(select).toHaveDisplayValue('Unrestricted');
    expect(within(select).getByRole('option', { name: 'Restricted' })).toBeDisabled();
    await userEvent.selectOptions(select, '11/30');
    expect(onChange).toHaveBeenCalledWith('42');
  });

  it('shows its prompt until something is chosen, and cannot be changed while disabled', () => {
    const { rerender } = render(
      <NativeSelect label="Packing facility" options={options} prompt="Select a facility" />,
    );
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Select a facility');
    expect(screen.getByRole('combobox')).toHaveClass('native-select-empty');
    rerender(<NativeSelect label="Packing facility" options={options} value="42" disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.getByRole('combobox')).toHaveDisplayValue('11/30');
    expect(screen.getByRole('combobox')).not.toHaveClass('native-select-empty');
  });
});
