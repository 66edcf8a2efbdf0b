import { adminPartSortLabels, adminPartSorts, allCategories, type AdminPartSort, type AnyCategory } from '@coreparts/shared';
import type { FormEvent } from 'react';
import { SearchBox } from '@/components/ui/search-box.tsx';

interface AdminPartsToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  category: AnyCategory | '';
  onCategory: (category: AnyCategory | '') => void;
  sort: AdminPartSort;
  onSort: (sort: AdminPartSort) => void;
}

/** Manage Product's search by name, category and order (decision 053). */
export function AdminPartsToolbar({ search, onSearch, category, onCategory, sort, onSort }: AdminPartsToolbarProps) {
  // The search is sent as the admin pauses typing; Enter has nothing more to send.
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-col gap-3 md:flex-row md:items-center" aria-label="Search products">
      <SearchBox
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        maxLength={100}
        placeholder="Product name"
        aria-label="Search products by name"
      />
      <div className="grid gap-3 sm:grid-cols-2 md:flex">
        <label className="select min-w-0 md:w-52">
          <span className="label">Category</span>
          <select value={category} onChange={(event) => onCategory(event.target.value as AnyCategory | '')}>
            <option value="">All</option>
            {allCategories.map(({ slug, label }) => (
              <option key={slug} value={slug}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="select min-w-0 md:w-60">
          <span className="label">Sort</span>
          <select value={sort} onChange={(event) => onSort(event.target.value as AdminPartSort)}>
            {adminPartSorts.map((option) => (
              <option key={option} value={option}>
                {adminPartSortLabels[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  );
}
