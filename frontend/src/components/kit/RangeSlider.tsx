import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import './forms.css';

export type RangeSliderProps = {
  /** The visible label; the current range is shown after it ("Age: 25 to 60"). */
  label: string;
  min: number;
  max: number;
  step?: number;
  /** The committed range, [low, high]. */
  value: readonly [number, number];
  /** A new range, once a handle is let go (or moved a step with the keyboard). */
  onChange: (value: [number, number]) => void;
  /** The accessible names of the two handles. */
  handleLabels: readonly [string, string];
  /** How a value is shown ("80+"); the number by default. */
  format?: (value: number) => string;
  /** How a screen reader says a value ("80 or older"); `format` by default. */
  valueText?: (value: number) => string;
  /** The form fields' names: inside a GET form, the range works without JavaScript. */
  names?: readonly [string, string];
};

type Handle = 0 | 1;

/** The range after `handle` moved: it stops at the other handle. */
function clamp(handle: Handle, [low, high]: [number, number]): [number, number] {
  return handle === 0 ? [Math.min(low, high), high] : [low, Math.max(low, high)];
}

/**
 * A range of two values: two native range inputs on one track (each a slider to the keyboard and
 * screen readers: arrows, Page Up/Down, Home/End), the low one never above the high one. While a
 * handle moves, only the label follows; the range is committed on the input's `change` event.
 */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  handleLabels,
  format = String,
  valueText = format,
  names,
}: RangeSliderProps) {
  const id = useId();
  // The moving range lives here until it is committed, and is dropped as soon as a different
  // committed range arrives (no remount, so focus stays on the handle).
  const committed = `${value[0]}-${value[1]}`;
  const [draft, setDraft] = useState<{ value: [number, number]; from: string } | null>(null);
  const shown: [number, number] = draft && draft.from === committed ? draft.value : [value[0], value[1]];

  const inputs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  // React's onChange of a range input is the native `input` event (every step of a drag); the
  // native `change` event comes once, when the handle is let go (or after a key). The range is read
  // from the inputs themselves, whatever React has rendered yet.
  useEffect(() => {
    const [low, high] = inputs.map((ref) => ref.current);
    if (!low || !high) return undefined;
    const commit = (event: Event) => {
      const { value: current, onChange: report } = latest.current;
      const next = clamp(event.target === low ? 0 : 1, [Number(low.value), Number(high.value)]);
      if (next[0] !== current[0] || next[1] !== current[1]) report(next);
    };
    low.addEventListener('change', commit);
    high.addEventListener('change', commit);
    return () => {
      low.removeEventListener('change', commit);
      high.removeEventListener('change', commit);
    };
    // The refs are stable; `latest` carries the values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const move = (handle: Handle, raw: number) => {
    const next: [number, number] = [...shown];
    next[handle] = raw;
    setDraft({ value: clamp(handle, next), from: committed });
  };

  const percent = (n: number) => `${((n - min) / (max - min || 1)) * 100}%`;
  const fill = { '--kit-range-from': percent(shown[0]), '--kit-range-to': percent(shown[1]) } as CSSProperties;

  return (
    <div className="kit-field kit-range" role="group" aria-labelledby={`${id}-label`}>
      <span className="kit-label" id={`${id}-label`}>
        {label}: {format(shown[0])} to {format(shown[1])}
      </span>
      <div className="kit-range__track" style={fill}>
        {([0, 1] as const).map((handle) => (
          <input
            key={handle}
            ref={inputs[handle]}
            type="range"
            className={`kit-range__input kit-range__input--${handle === 0 ? 'low' : 'high'}`}
            name={names?.[handle]}
            min={min}
            max={max}
            step={step}
            value={shown[handle]}
            aria-label={handleLabels[handle]}
            aria-valuetext={valueText(shown[handle])}
            onChange={(event) => move(handle, Number(event.target.value))}
          />
        ))}
      </div>
      <div className="kit-range__scale" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
