import { useId } from 'react';
import './kit.css';
import './forms.css';

/** One choice of a Select or a CheckboxGroup: the value sent, the words shown. */
export type KitOption<T extends string> = { value: T; label: string };

export type SelectProps<T extends string> = {
  /** The visible label (also the field's accessible name). */
  label: string;
  value: T | '';
  options: readonly KitOption<T>[];
  /** Called with the chosen value ('' for the empty choice). */
  onChange: (value: T | '') => void;
  /** The words of a first, empty choice ("Any"); without it, one of the options is always chosen. */
  placeholder?: string;
  /** The form field's name: inside a GET form, the choice works without JavaScript. */
  name?: string;
  className?: string;
};

/**
 * One value from a list: a native <select> (the phone's own picker, the keyboard for free) under
 * its label, drawn like the site's inputs.
 */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  name,
  className,
}: SelectProps<T>) {
  const id = useId();
  return (
    <div className={className ? `kit-field ${className}` : 'kit-field'}>
      <label className="kit-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="text-field kit-select"
        value={value}
        // The options are the only values a <select> can give.
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
