import { Checkbox } from './Checkbox';
import type { KitOption } from './Select';
import './forms.css';

export type CheckboxGroupProps<T extends string> = {
  /** The group's name, read before each box (a fieldset's legend). */
  legend: string;
  options: readonly KitOption<T>[];
  /** The ticked values. */
  value: readonly T[];
  /** The ticked values, in the options' order. */
  onChange: (value: T[]) => void;
  /** The form field's name (repeated once per ticked box, as a GET form sends it). */
  name?: string;
  /** One box a line rather than side by side. */
  stacked?: boolean;
  className?: string;
};

/** Several values from a short list: a fieldset of checkboxes under its legend. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  stacked,
  className,
}: CheckboxGroupProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((item) => item.value).filter((item) => (item === option ? checked : value.includes(item))));
  return (
    <fieldset className={['kit-fieldset', className].filter(Boolean).join(' ')}>
      <legend className="kit-label">{legend}</legend>
      <div className={stacked ? 'kit-checks kit-checks--stacked' : 'kit-checks'}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(checked) => toggle(option.value, checked)}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
