import { allCategories, partSearchMaxLength, type AnyCategory, type PartSort } from '@coreparts/shared';
import { useEffect, useState, type FormEvent } from 'react';
import type { PartsFilters } from '@/features/parts/api/get-parts-page.ts';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { ToolbarSelect, type ToolbarOption } from '@/components/ui/toolbar-select.tsx';
import { sortLabels } from '@/features/parts/lib/filters.ts';

const categoryOptions: ToolbarOption<AnyCategory | ''>[] = [{ value: '', label: 'All categories' }, ...allCategories.map(({ slug, label }) => ({ value: slug, label }))];
const sortOptions = Object.entries(sortLabels).map(([sort, label]) => ({ value: sort as PartSort, label }));

// Long enough to finish a word, short enough to feel live.
const searchDelayMs = 300;

interface PartsToolbarProps {
  filters: PartsFilters;
  /** Called with a new search as the shopper pauses typing, and at once for a choice. */
  onChange: (change: Partial<PartsFilters>) => void;
}

/** Search (names, categories in shoppers' words, descriptions, specifications), one category, and an order: the shopper's way into a large catalog. */
export function PartsToolbar({ filters, onChange }: PartsToolbarProps) {
  const [draft, setDraft] = useState(filters.q);
  // The search last sent from here, or last put in the box from the URL.
  const [sent, setSent] = useState(filters.q);
  // The URL's search at the last render: when it changes to something not sent from here (Back,
  // Forward, Clear filters), the box shows it instead of what was typed.
  const [shown, setShown] = useState(filters.q);
  if (filters.q !== shown) {
    setShown(filters.q);
    if (filters.q !== sent) {
      setSent(filters.q);
      setDraft(filters.q);
    }
  }

  useEffect(() => {
    const q = draft.trim();
    if (q === sent) return;
    const timer = setTimeout(() => {
      setSent(q);
      onChange({ q });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, sent, onChange]);

  // Enter has nothing to send that the delay will not send a moment later.
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchBox
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={partSearchMaxLength}
        placeholder="Search parts, e.g. gpu or nvme"
        aria-label="Search parts"
      />
      <div className="grid gap-3 sm:grid-cols-2 md:flex">
        <ToolbarSelect
          label="Category"
          className="w-full md:w-56"
          value={filters.category ?? ''}
          onChange={(category) => onChange({ category: category || null })}
          options={categoryOptions}
        />
        <ToolbarSelect label="Sort" className="w-full md:w-60" value={filters.sort} onChange={(sort) => onChange({ sort })} options={sortOptions} />
      </div>
    </form>
  );
}
