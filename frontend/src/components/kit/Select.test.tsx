import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const FRUITS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
] as const;

type Fruit = (typeof FRUITS)[number]['value'];

function Controlled({ onChange }: { onChange: (value: Fruit | '') => void }) {
  const [value, setValue] = useState<Fruit | ''>('');
  return (
    <Select
      label="Fruit"
      name="fruit"
      placeholder="Any"
      value={value}
      options={FRUITS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a native select named by its label, with the empty choice first', () => {
    render(<Controlled onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    expect(select).toHaveAttribute('name', 'fruit');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Apple', 'Pear']);
  });

  it('reports a choice made with the keyboard, and the empty one as ""', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Pear');
    expect(onChange).toHaveBeenLastCalledWith('pear');
    expect(select).toHaveValue('pear');
    await user.selectOptions(select, 'Any');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('has no empty choice without a placeholder', () => {
    render(<Select label="Sort by" value="pear" options={FRUITS} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('pear');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('without value, starts at defaultValue, keeps the choice itself and gives it to its form under its name', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    render(
      <form
        aria-label="Filter"
        onSubmit={(event) => {
          event.preventDefault();
          sent(new FormData(event.currentTarget).get('fruit'));
        }}
      >
        <Select label="Fruit" name="fruit" placeholder="Any" defaultValue="pear" options={FRUITS} />
        <button type="submit">Apply</button>
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    expect(select).toHaveValue('pear');
    await user.selectOptions(select, 'Apple');
    expect(select).toHaveValue('apple');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent).toHaveBeenLastCalledWith('apple');
    await user.selectOptions(select, 'Any');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent).toHaveBeenLastCalledWith('');
  });
});
