import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Checkbox, Select, Slider } from 'antd';
import { DownOutlined, FilterOutlined } from '@ant-design/icons';
import { VERIFIED_FILTER_DAYS } from '@shared/rules';
import { US_STATES } from '../../../data/states';
import type { ProfileSort } from '../../profiles/types/profile';
import {
  AGE_MAX,
  AGE_MIN,
  AGE_STEP,
  GENDERS,
  LANGUAGES,
  ORIENTATIONS,
  RACES_ETHNICITIES,
  RELIGIONS,
  SEEKING,
  SORT_OPTIONS,
} from '../constants';
import type { BrowseFilters } from '../types/browse';
import { countActiveFilters } from '../utils/browseQuery';

export type BrowseFiltersPanelProps = {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
  /** Open at first (wide screens). */
};

const stateOptions = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

/** Select lists open inside the panel (inside the page's landmarks), not at the end of <body>. */
const keepInPanel = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

const toOptions = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));

function ageLabel(age: number): string {
  return age >= AGE_MAX ? `${AGE_MAX}+` : String(age);
}

/** Where the panel starts open: the same width as `.browse-filters--auto` in browse.css. */
const WIDE_SCREEN = '(min-width: 992px)';

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

function subscribeToWideScreen(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(WIDE_SCREEN);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/**
 * The collapsible "Filters & Sort" panel. Every change is applied at once (and resets the page).
 * A plain disclosure button rather than antd's Collapse: Collapse lands in the shared antd
 * chunk that every page downloads.
 */
export function BrowseFiltersPanel({ filters, onChange, onClear }: BrowseFiltersPanelProps) {
  const id = useId();
  // Open on a wide screen, closed on a phone, until the visitor chooses. Before the browser knows the
  // screen (the server's render and hydration) the stylesheet decides, so nothing moves when it learns it.
  const isWide = useSyncExternalStore(subscribeToWideScreen, isWideScreen, () => null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const isOpen = choice ?? isWide;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const activeCount = countActiveFilters(filters);
  const stateClass = isOpen === null ? ' browse-filters--auto' : isOpen ? ' browse-filters--open' : '';

  return (
    <section className={`browse-filters${stateClass}`} aria-label="Filters and sort">
      <button
        ref={toggleRef}
        type="button"
        className="browse-filters__toggle"
        aria-expanded={isOpen ?? undefined}
        aria-controls={`${id}-panel`}
        onClick={() => setChoice(!isOpen)}
      >
        <FilterOutlined aria-hidden="true" />
        <span className="browse-filters__toggle-text">Filters &amp; Sort</span>
        {activeCount > 0 && (
          <span className="browse-filters__count">
            {activeCount}
            <span className="visually-hidden"> active</span>
          </span>
        )}
        <DownOutlined className="browse-filters__chevron" aria-hidden="true" />
      </button>
      <div id={`${id}-panel`} className="browse-filters__panel" hidden={isOpen === false}>
        {isOpen !== false && (
          <FilterFields
            filters={filters}
            onChange={onChange}
            onClear={onClear}
            onDone={() => {
              setChoice(false);
              toggleRef.current?.focus();
            }}
          />
        )}
      </div>
    </section>
  );
}

type FilterFieldsProps = BrowseFiltersPanelProps & {
  /** Closes the panel (phones: back to the results). */
  onDone: () => void;
};

function FilterFields({ filters, onChange, onClear, onDone }: FilterFieldsProps) {
  const id = useId();
  const isDefault =
    countActiveFilters(filters) === 0 && filters.sort === 'newest' && filters.q === '';

  return (
    <div className="browse-filters__body">
      <div className="browse-filters__grid">
        <fieldset className="browse-field browse-field--fieldset">
          <legend className="browse-field__label">Gender</legend>
          <Checkbox.Group
            className="browse-field__checks"
            options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
            value={filters.genders}
            onChange={(values) => onChange({ genders: values })}
          />
        </fieldset>

        <SelectField
          id={`${id}-state`}
          label="State"
          value={filters.state}
          options={stateOptions}
          showSearch
          onChange={(state) => onChange({ state })}
        />
        <SelectField
          id={`${id}-orientation`}
          label="Sexual orientation"
          value={filters.sexualOrientation}
          options={toOptions(ORIENTATIONS)}
          onChange={(sexualOrientation) => onChange({ sexualOrientation })}
        />
        <SelectField
          id={`${id}-race`}
          label="Race / ethnicity"
          value={filters.raceEthnicity}
          options={toOptions(RACES_ETHNICITIES)}
          onChange={(raceEthnicity) => onChange({ raceEthnicity })}
        />
        <SelectField
          id={`${id}-religion`}
          label="Religion"
          value={filters.religion}
          options={toOptions(RELIGIONS)}
          onChange={(religion) => onChange({ religion })}
        />
        <SelectField
          id={`${id}-seeking`}
          label="Seeking"
          value={filters.seeking}
          options={toOptions(SEEKING)}
          onChange={(seeking) => onChange({ seeking })}
        />
        <SelectField
          id={`${id}-language`}
          label="Language"
          value={filters.language}
          options={toOptions(LANGUAGES)}
          onChange={(language) => onChange({ language })}
        />

        <AgeRange
          minAge={filters.minAge}
          maxAge={filters.maxAge}
          onChange={(minAge, maxAge) => onChange({ minAge, maxAge })}
        />

        <fieldset className="browse-field browse-field--fieldset">
          <legend className="browse-field__label">Show only</legend>
          <div className="browse-field__checks browse-field__checks--stacked">
            <Checkbox
              checked={filters.premiumOnly}
              onChange={(event) => onChange({ premiumOnly: event.target.checked })}
            >
              Premium profiles only
            </Checkbox>
            <Checkbox
              checked={filters.popularOnly}
              onChange={(event) => onChange({ popularOnly: event.target.checked })}
            >
              Popular profiles only
            </Checkbox>
            <Checkbox
              checked={filters.verifiedOnly}
              onChange={(event) => onChange({ verifiedOnly: event.target.checked })}
            >
              Verified in the last {VERIFIED_FILTER_DAYS} days
            </Checkbox>
          </div>
        </fieldset>

        <Field id={`${id}-sort`} label="Sort by">
          <Select
            id={`${id}-sort`}
            className="browse-field__control"
            value={filters.sort}
            options={SORT_OPTIONS.map((option) => ({ ...option }))}
            getPopupContainer={keepInPanel}
            onChange={(sort: ProfileSort) => onChange({ sort })}
          />
        </Field>
      </div>
      <div className="browse-filters__actions">
        <Button onClick={onClear} disabled={isDefault}>
          Clear filters
        </Button>
        <Button className="browse-filters__done" type="primary" onClick={onDone}>
          Show results
        </Button>
      </div>
    </div>
  );
}

type FieldProps = { id: string; label: string; children: ReactNode };

function Field({ id, label, children }: FieldProps) {
  return (
    <div className="browse-field">
      <label className="browse-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

type SelectFieldProps<T extends string> = {
  id: string;
  label: string;
  value: T | '';
  options: { value: T; label: string }[];
  showSearch?: boolean;
  onChange: (value: T | '') => void;
};

/** A single-choice filter where empty means "Any". */
function SelectField<T extends string>({ id, label, value, options, showSearch, onChange }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        className="browse-field__control"
        value={value || undefined}
        placeholder="Any"
        allowClear
        showSearch={showSearch ? { optionFilterProp: 'label' } : false}
        options={options}
        getPopupContainer={keepInPanel}
        onChange={(next?: T) => onChange(next ?? '')}
      />
    </Field>
  );
}

type AgeRangeProps = {
  minAge: number;
  maxAge: number;
  onChange: (minAge: number, maxAge: number) => void;
};

/** Age range slider, 18 to 80 (80 means "80 and over"); applied when the handle is let go. */
function AgeRange({ minAge, maxAge, onChange }: AgeRangeProps) {
  const id = useId();
  // While a handle moves, its value lives here; it is dropped as soon as the committed (or
  // any other) range arrives from the link. No remount, so keyboard focus stays on the handle.
  const committed = `${minAge}-${maxAge}`;
  const [draft, setDraft] = useState<{ value: [number, number]; from: string } | null>(null);
  const value: [number, number] = draft && draft.from === committed ? draft.value : [minAge, maxAge];

  return (
    <div className="browse-field browse-field--age" role="group" aria-labelledby={`${id}-label`}>
      <span className="browse-field__label" id={`${id}-label`}>
        Age: {ageLabel(value[0])} to {ageLabel(value[1])}
      </span>
      <Slider
        range
        min={AGE_MIN}
        max={AGE_MAX}
        step={AGE_STEP}
        value={value}
        ariaLabelForHandle={['Minimum age', 'Maximum age']}
        ariaValueTextFormatterForHandle={(handleValue?: number) =>
          handleValue === undefined ? '' : handleValue >= AGE_MAX ? `${AGE_MAX} or older` : `${handleValue} years`
        }
        tooltip={{ formatter: (handleValue?: number) => (handleValue === undefined ? '' : ageLabel(handleValue)) }}
        onChange={(next: number[]) => setDraft({ value: [next[0], next[1]], from: committed })}
        onChangeComplete={(next: number[]) => {
          if (next[0] !== minAge || next[1] !== maxAge) onChange(next[0], next[1]);
        }}
      />
      <div className="browse-field__scale" aria-hidden="true">
        <span>{AGE_MIN}</span>
        <span>{AGE_MAX}+</span>
      </div>
    </div>
  );
}
