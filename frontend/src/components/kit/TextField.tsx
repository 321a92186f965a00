import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './kit.css';

type CountProps = {
  /** Shows "12 / 280" under the field (with `maxLength`), as antd's `showCount`. */
  showCount?: boolean;
};

/** The "n / max" line under a field: read by screen readers only when asked (it is not live). */
function Count({ length, max }: { length: number; max?: number }) {
  return (
    <span className="text-field__count" aria-hidden="true">
      {max ? `${length} / ${max}` : length}
    </span>
  );
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? [...value].length : 0;
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & CountProps;

/**
 * A one-line text field with the site's input look (antd Input's). Its label is the caller's `<label htmlFor>`
 * or an `aria-label`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { showCount = false, className, type = 'text', ...rest },
  ref,
) {
  const input = <input ref={ref} type={type} {...rest} className={className ? `text-field ${className}` : 'text-field'} />;
  if (!showCount) return input;
  return (
    <span className="text-field__with-count">
      {input}
      <Count length={lengthOf(rest.value)} max={rest.maxLength} />
    </span>
  );
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & CountProps;

/** A text box of several lines (antd Input.TextArea's look), with the count under it on request. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { showCount = false, className, ...rest },
  ref,
) {
  const area = <textarea ref={ref} {...rest} className={className ? `text-field text-area ${className}` : 'text-field text-area'} />;
  if (!showCount) return area;
  return (
    <span className="text-field__with-count">
      {area}
      <Count length={lengthOf(rest.value)} max={rest.maxLength} />
    </span>
  );
});
