import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const GENDERS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
  { value: 'Other', label: 'Other' },
] as const;

type Gender = (typeof GENDERS)[number]['value'];

function Group({ onChange }: { onChange: (value: Gender[]) => void }) {
  const [value, setValue] = useState<Gender[]>([]);
  return (
    <CheckboxGroup
      legend="Gender"
      name="gender"
      options={GENDERS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is named by its words and toggles with Space', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(
      <Checkbox checked={false} onChange={onChange} name="premium" value="true">
        Premium profiles only
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Premium profiles only' });
    expect(box).toHaveAttribute('name', 'premium');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its legend; the ticked values come in the options order', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Group onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group.tagName).toBe('FIELDSET');

    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByText('Male'));
    expect(onChange).toHaveBeenLastCalledWith(['Male', 'Other']);

    // Keyboard: Tab reaches each box, Space toggles it.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Other' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['Male']);
    expect(screen.getByRole('checkbox', { name: 'Male' })).toHaveAttribute('name', 'gender');
    expect(screen.getByRole('checkbox', { name: 'Male' })).toHaveAttribute('value', 'Male');
  });
});
