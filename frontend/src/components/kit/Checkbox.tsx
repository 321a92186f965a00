import type { ReactNode } from 'react';
import './forms.css';

export type CheckboxProps = {
  /** The words beside the box (clicking them ticks it too). */
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The form field's name and value when ticked: inside a GET form it works without JavaScript. */
  name?: string;
  value?: string;
};

/** A native checkbox inside its label: the whole line is the target (44 px high on phones). */
export function Checkbox({ children, checked, onChange, name, value }: CheckboxProps) {
  return (
    <label className="kit-check">
      <input
        type="checkbox"
        className="kit-check__box"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
