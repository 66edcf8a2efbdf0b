import { adminPartSortLabels, adminSearchMaxLength, adminPartSorts, allCategories, type AdminPartSort, type AnyCategory } from '@coreparts/shared';
import { SearchToolbar } from '@/components/ui/search-toolbar.tsx';
import { ToolbarSelect, type ToolbarOption } from '@/components/ui/toolbar-select.tsx';

const categoryOptions: ToolbarOption<AnyCategory | ''>[] = [{ value: '', label: 'All' }, ...allCategories.map(({ slug, label }) => ({ value: slug, label }))];
const sortOptions: ToolbarOption<AdminPartSort>[] = adminPartSorts.map((sort) => ({ value: sort, label: adminPartSortLabels[sort] }));

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
    <SearchToolbar label="Search products" search={search} onSearch={onSearch} searchLabel="Search products by name" placeholder="Product name" maxLength={adminSearchMaxLength}>
      <div className="grid gap-3 sm:grid-cols-2 md:flex">
        <ToolbarSelect label="Category" className="min-w-0 md:w-52" value={category} onChange={onCategory} options={categoryOptions} />
        <ToolbarSelect label="Sort" className="min-w-0 md:w-60" value={sort} onChange={onSort} options={sortOptions} />
      </div>
    </SearchToolbar>
  );
}
