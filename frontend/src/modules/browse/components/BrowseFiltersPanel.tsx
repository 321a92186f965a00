import { memo, useId, useRef, useState, useSyncExternalStore } from 'react';
import { VERIFIED_FILTER_DAYS } from '@shared/rules';
import { HydrationBoundary } from '../../../components/hydration/HydrationBoundary';
import { DownIcon, FilterIcon } from '../../../components/icons/icons';
import { Button } from '../../../components/kit/Button';
import { Checkbox } from '../../../components/kit/Checkbox';
import { CheckboxGroup } from '../../../components/kit/CheckboxGroup';
import { RangeSlider } from '../../../components/kit/RangeSlider';
import { Select } from '../../../components/kit/Select';
import { US_STATES } from '../../../data/states';
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
};

const stateOptions = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

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
 * A plain disclosure button and the kit's native controls (no antd on /browse). Memo: a change of page
 * keeps the same filters (useBrowseQuery), and the panel's ~170 elements need not render again.
 */
export const BrowseFiltersPanel = memo(function BrowseFiltersPanel({
  filters,
  onChange,
  onClear,
}: BrowseFiltersPanelProps) {
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
        <FilterIcon />
        <span className="browse-filters__toggle-text">Filters &amp; Sort</span>
        {activeCount > 0 && (
          <span className="browse-filters__count">
            {activeCount}
            <span className="visually-hidden"> active</span>
          </span>
        )}
        <span className="browse-filters__chevron">
          <DownIcon />
        </span>
      </button>
      {/* The fields stay in the page while the panel is closed (hidden): the server renders them, hydration keeps
          them, and opening only shows them, with no ~170 elements to create at the tap (INP, issue 28). */}
      <div id={`${id}-panel`} className="browse-filters__panel" hidden={isOpen === false}>
        {/* The ~170 fields hydrate and commit in a pass of their own (issue 28). */}
        <HydrationBoundary>
          <FilterFields
            filters={filters}
            onChange={onChange}
            onClear={onClear}
            onDone={() => {
              setChoice(false);
              toggleRef.current?.focus();
            }}
          />
        </HydrationBoundary>
      </div>
    </section>
  );
});

type FilterFieldsProps = BrowseFiltersPanelProps & {
  /** Closes the panel (phones: back to the results). */
  onDone: () => void;
};

/** The "Show only" switches: the filter, its name in the link (browseQuery.ts), its words. */
const SHOW_ONLY = [
  { field: 'premiumOnly', name: 'premium', label: 'Premium profiles only' },
  { field: 'popularOnly', name: 'popular', label: 'Popular profiles only' },
  { field: 'verifiedOnly', name: 'verified', label: `Verified in the last ${VERIFIED_FILTER_DAYS} days` },
] as const;

/**
 * The fields, in a GET form to /browse under the link's own names (browseQuery.ts): with the app
 * running each change applies at once; without JavaScript, "Show results" sends the form.
 */
function FilterFields({ filters, onChange, onClear, onDone }: FilterFieldsProps) {
  const isDefault =
    countActiveFilters(filters) === 0 && filters.sort === 'newest' && filters.q === '';

  return (
    <form
      className="browse-filters__body"
      method="get"
      action="/browse"
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <div className="browse-filters__grid">
        <CheckboxGroup
          legend="Gender"
          name="gender"
          options={toOptions(GENDERS)}
          value={filters.genders}
          onChange={(genders) => onChange({ genders })}
        />
        <Select
          label="State"
          name="state"
          placeholder="Any"
          value={filters.state}
          options={stateOptions}
          onChange={(state) => onChange({ state })}
        />
        <Select
          label="Sexual orientation"
          name="sexual_orientation"
          placeholder="Any"
          value={filters.sexualOrientation}
          options={toOptions(ORIENTATIONS)}
          onChange={(sexualOrientation) => onChange({ sexualOrientation })}
        />
        <Select
          label="Race / ethnicity"
          name="race_ethnicity"
          placeholder="Any"
          value={filters.raceEthnicity}
          options={toOptions(RACES_ETHNICITIES)}
          onChange={(raceEthnicity) => onChange({ raceEthnicity })}
        />
        <Select
          label="Religion"
          name="religion"
          placeholder="Any"
          value={filters.religion}
          options={toOptions(RELIGIONS)}
          onChange={(religion) => onChange({ religion })}
        />
        <Select
          label="Seeking"
          name="seeking"
          placeholder="Any"
          value={filters.seeking}
          options={toOptions(SEEKING)}
          onChange={(seeking) => onChange({ seeking })}
        />
        <Select
          label="Language"
          name="language"
          placeholder="Any"
          value={filters.language}
          options={toOptions(LANGUAGES)}
          onChange={(language) => onChange({ language })}
        />

        <RangeSlider
          label="Age"
          names={['minAge', 'maxAge']}
          min={AGE_MIN}
          max={AGE_MAX}
          step={AGE_STEP}
          value={[filters.minAge, filters.maxAge]}
          handleLabels={['Minimum age', 'Maximum age']}
          format={ageLabel}
          valueText={(age) => (age >= AGE_MAX ? `${AGE_MAX} or older` : `${age} years`)}
          onChange={([minAge, maxAge]) => onChange({ minAge, maxAge })}
        />

        <fieldset className="kit-fieldset">
          <legend className="kit-label">Show only</legend>
          <div className="kit-checks kit-checks--stacked">
            {SHOW_ONLY.map(({ field, name, label }) => (
              <Checkbox
                key={field}
                name={name}
                value="true"
                checked={filters[field]}
                onChange={(checked) => onChange({ [field]: checked })}
              >
                {label}
              </Checkbox>
            ))}
          </div>
        </fieldset>

        <Select
          label="Sort by"
          name="sort"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => onChange({ sort: sort || filters.sort })}
        />
      </div>
      <div className="browse-filters__actions">
        <Button onClick={onClear} disabled={isDefault}>
          Clear filters
        </Button>
        <Button htmlType="submit" type="primary" className="browse-filters__done">
          Show results
        </Button>
      </div>
    </form>
  );
}
