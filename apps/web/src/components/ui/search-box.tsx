import type { InputHTMLAttributes } from 'react';

/** A search field with its magnifier, as the toolbars of long lists show it. */
export function SearchBox(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <label className="input w-full md:flex-1">
      <svg className="h-4 w-4 opacity-50" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input type="search" enterKeyHint="search" className="grow" {...props} />
    </label>
  );
}
