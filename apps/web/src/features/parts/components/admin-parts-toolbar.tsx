import { adminPartSortLabels, adminPartSorts, allCategories, type AdminPartSort, type AnyCategory } from '@coreparts/shared';
import { SearchToolbar } from '@/components/ui/search-toolbar.tsx';

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
  return (
    <SearchToolbar label="Search products" search={search} onSearch={onSearch} searchLabel="Search products by name" placeholder="Product name" maxLength={100}>
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
    </SearchToolbar>
  );
}
