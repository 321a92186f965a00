import { useId } from 'react';
import './kit.css';
import './forms.css';

/** One choice of a Select or a CheckboxGroup: the value sent, the words shown. */
export type KitOption<T extends string> = { value: T; label: string };

/**
 * Controlled (`value` and `onChange`: the page holds the choice), or uncontrolled (`defaultValue` and a `name`:
 * the select holds it and its form reads it on submit, as a GET form does without JavaScript).
 */
type SelectValueProps<T extends string> =
  | {
      value: T | '';
      /** Called with the chosen value ('' for the empty choice). */
      onChange: (value: T | '') => void;
      defaultValue?: never;
      /** The form field's name: inside a GET form, the choice works without JavaScript. */
      name?: string;
    }
  | {
      /** The choice shown first; the select keeps the visitor's own from then on. */
      defaultValue: T | '';
      onChange?: (value: T | '') => void;
      value?: never;
      /** The form field's name: the only way the form gets the choice. */
      name: string;
    };

export type SelectProps<T extends string> = SelectValueProps<T> & {
  /** The visible label (also the field's accessible name). */
  label: string;
  options: readonly KitOption<T>[];
  /** The words of a first, empty choice ("Any"); without it, one of the options is always chosen. */
  placeholder?: string;
  className?: string;
};

/**
 * One value from a list: a native <select> (the phone's own picker, the keyboard for free) under
 * its label, drawn like the site's inputs.
 */
export function Select<T extends string>({
  label,
  value,
  defaultValue,
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
        defaultValue={defaultValue}
        // The options are the only values a <select> can give.
        onChange={onChange && ((event) => onChange(event.target.value as T | ''))}
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
