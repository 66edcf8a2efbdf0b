/**
 * The chosen category's filters by specification (issue 26): values to tick with the number of
 * matching parts beside each, a min–max pair for numbers, yes/no for features. Every choice goes
 * to the URL at once (a number when its box is left or Enter is pressed); the server filters.
 */
import { specTables, type AnyCategory, type BooleanField, type EnumField, type NumberField, type SpecCondition, type SpecFacet } from '@coreparts/shared';
import { useId, type KeyboardEvent, type FocusEvent } from 'react';
import { setBound, setIs, toggleValue } from '@/features/parts/lib/filters.ts';

interface SpecFiltersProps {
  category: AnyCategory;
  facets: readonly SpecFacet[];
  conditions: readonly SpecCondition[];
  onChange: (conditions: SpecCondition[]) => void;
}

export function SpecFilters({ category, facets, conditions, onChange }: SpecFiltersProps) {
  const facetOf = (key: string) => facets.find((facet) => facet.key === key);
  const conditionOf = (key: string) => conditions.find((condition) => condition.key === key);
  return (
    <div className="flex flex-col gap-5">
      {specTables[category].map((field) => {
        const facet = facetOf(field.key);
        const condition = conditionOf(field.key);
        if (field.filter === 'multi' && facet?.kind === 'multi') {
          return <MultiFilter key={field.key} field={field as EnumField} facet={facet} condition={condition} onChange={(value) => onChange(toggleValue(conditions, field.key, value))} />;
        }
        if (field.filter === 'range' && facet?.kind === 'range') {
          return <RangeFilter key={field.key} field={field as NumberField} facet={facet} condition={condition} onChange={(bound, value) => onChange(setBound(conditions, field.key, bound, value))} />;
        }
        if (field.filter === 'boolean' && facet?.kind === 'boolean') {
          return <BooleanFilter key={field.key} field={field as BooleanField} facet={facet} condition={condition} onChange={(value) => onChange(setIs(conditions, field.key, value))} />;
        }
        return null;
      })}
    </div>
  );
}

type FacetOf<K extends SpecFacet['kind']> = Extract<SpecFacet, { kind: K }>;

function MultiFilter({ field, facet, condition, onChange }: { field: EnumField; facet: FacetOf<'multi'>; condition?: SpecCondition; onChange: (value: string) => void }) {
  const chosen = condition?.kind === 'any-of' ? condition.values : [];
  const counts = new Map(facet.values.map(({ value, count }) => [value, count]));
  // A chosen value stays on screen even when no part has it any more, so it can be unticked.
  const shown = field.values.filter((value) => counts.has(value) || chosen.includes(value));
  if (shown.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{field.label}</legend>
      <div className="flex flex-col gap-1.5">
        {shown.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-sm checkbox-primary" checked={chosen.includes(value)} onChange={() => onChange(value)} />
            <span className="flex-1">{value}</span>
            <span className="text-xs opacity-70" data-testid="facet-count">
              {counts.get(value) ?? 0}
              <span className="sr-only"> parts</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RangeFilter({ field, facet, condition, onChange }: { field: NumberField; facet: FacetOf<'range'>; condition?: SpecCondition; onChange: (bound: 'min' | 'max', value: number | undefined) => void }) {
  const range = condition?.kind === 'range' ? condition : undefined;
  // Nothing to narrow when every part has the same value (or none has one), unless chosen already.
  if ((facet.min === null || facet.min === facet.max) && !range) return null;
  const unit = field.unit ? ` (${field.unit})` : '';
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        {field.label}
        {unit}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <BoundInput label={`${field.label} from`} placeholder={facet.min === null ? undefined : `from ${facet.min}`} value={range?.min} onCommit={(value) => onChange('min', value)} />
        <BoundInput label={`${field.label} to`} placeholder={facet.max === null ? undefined : `to ${facet.max}`} value={range?.max} onCommit={(value) => onChange('max', value)} />
      </div>
    </fieldset>
  );
}

/** A number box that sends its value when left or on Enter; it shows the URL's value again whenever that changes. */
function BoundInput({ label, placeholder, value, onCommit }: { label: string; placeholder?: string; value?: number; onCommit: (value: number | undefined) => void }) {
  const commit = (input: HTMLInputElement) => {
    const text = input.value.trim();
    const next = text === '' || Number.isNaN(input.valueAsNumber) ? undefined : input.valueAsNumber;
    if (next !== value) onCommit(next);
  };
  return (
    <input
      // A new value from the URL (Back, Clear) gives a fresh box showing it.
      key={value ?? ''}
      type="number"
      inputMode="decimal"
      className="input input-sm w-full"
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value}
      onBlur={(event: FocusEvent<HTMLInputElement>) => commit(event.currentTarget)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit(event.currentTarget);
      }}
    />
  );
}

function BooleanFilter({ field, facet, condition, onChange }: { field: BooleanField; facet: FacetOf<'boolean'>; condition?: SpecCondition; onChange: (value: boolean | null) => void }) {
  const name = useId();
  const value = condition?.kind === 'is' ? condition.value : null;
  if (facet.yes + facet.no === 0 && value === null) return null;
  const choices: [string, boolean | null, number | null][] = [
    ['Any', null, null],
    ['Yes', true, facet.yes],
    ['No', false, facet.no],
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{field.label}</legend>
      <div className="join">
        {choices.map(([label, choice, count]) => (
          <input
            key={label}
            type="radio"
            name={name}
            className="btn join-item btn-sm"
            aria-label={count === null ? label : `${label} (${count})`}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
        ))}
      </div>
    </fieldset>
  );
}
