import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangeSlider } from './RangeSlider';

function Ages({ onChange }: { onChange: (value: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([18, 80]);
  return (
    <RangeSlider
      label="Age"
      names={['minAge', 'maxAge']}
      min={18}
      max={80}
      value={value}
      handleLabels={['Minimum age', 'Maximum age']}
      format={(age) => (age >= 80 ? '80+' : String(age))}
      valueText={(age) => (age >= 80 ? '80 or older' : `${age} years`)}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** What the browser does when a handle moves: `input` events while it moves, one `change` at the end. */
function slide(handle: HTMLElement, to: number) {
  fireEvent.input(handle, { target: { value: String(to) } });
  fireEvent.change(handle);
}

describe('RangeSlider', () => {
  it('is a group named by its label and range, with two named sliders that say their values', () => {
    render(<Ages onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Age: 18 to 80+' })).toBeInTheDocument();
    const low = screen.getByRole('slider', { name: 'Minimum age' });
    const high = screen.getByRole('slider', { name: 'Maximum age' });
    expect(low).toHaveAttribute('aria-valuetext', '18 years');
    expect(high).toHaveAttribute('aria-valuetext', '80 or older');
    expect(low).toHaveAttribute('name', 'minAge');
    expect(high).toHaveAttribute('name', 'maxAge');
  });

  it('follows a moving handle in the label, and reports the range once it is let go', () => {
    const onChange = jest.fn();
    render(<Ages onChange={onChange} />);
    const low = screen.getByRole('slider', { name: 'Minimum age' });
    fireEvent.input(low, { target: { value: '25' } });
    expect(screen.getByRole('group', { name: 'Age: 25 to 80+' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(low);
    expect(onChange).toHaveBeenCalledWith([25, 80]);
    expect(low).toHaveAttribute('aria-valuetext', '25 years');
  });

  it('stops a handle at the other one', () => {
    const onChange = jest.fn();
    render(<Ages onChange={onChange} />);
    slide(screen.getByRole('slider', { name: 'Maximum age' }), 40);
    expect(onChange).toHaveBeenLastCalledWith([18, 40]);
    slide(screen.getByRole('slider', { name: 'Minimum age' }), 60);
    expect(onChange).toHaveBeenLastCalledWith([40, 40]);
    expect(screen.getByRole('group', { name: 'Age: 40 to 40' })).toBeInTheDocument();
  });

  it('reaches both handles with Tab', async () => {
    const user = userEvent.setup();
    render(<Ages onChange={() => undefined} />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Minimum age' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Maximum age' })).toHaveFocus();
  });
});
