import type { FormEvent, ReactNode } from 'react';
import { SearchBox } from './search-box.tsx';

interface SearchToolbarProps {
  /** The form's name for screen readers, e.g. "Search orders". */
  label: string;
  search: string;
  /** Called at each keystroke; the page sends the search as the admin pauses typing. */
  onSearch: (search: string) => void;
  /** What the box searches by, for screen readers. */
  searchLabel: string;
  placeholder: string;
  /** The longest search the server takes. */
  maxLength: number;
  /** Filters and actions beside the box. */
  children?: ReactNode;
}

/** The search box of an admin's long list (Manage Product, Manage All Order, Make Admin), with the list's own filters beside it. */
export function SearchToolbar({ label, search, onSearch, searchLabel, placeholder, maxLength, children }: SearchToolbarProps) {
  // The search is sent as the admin pauses typing; Enter has nothing more to send.
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-col gap-3 md:flex-row md:items-center" aria-label={label}>
      <SearchBox value={search} onChange={(event) => onSearch(event.target.value)} maxLength={maxLength} placeholder={placeholder} aria-label={searchLabel} />
      {children}
    </form>
  );
}
