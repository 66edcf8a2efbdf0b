import type { ReactNode } from 'react';

/**
 * The dashboard's tables (My Order, Manage All Order, Make Admin): a bordered card that scrolls
 * sideways on narrow screens, its rows numbered in a first column shown from `sm` up.
 */
export function DataTable({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
      <table className="table table-sm sm:table-md">
        <thead>
          <tr>
            <th className="hidden w-10 sm:table-cell">#</th>
            {head}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The first cell of a DataTable row. */
export function RowNumber({ value }: { value: number }) {
  return <th className="hidden font-normal opacity-70 sm:table-cell">{value}</th>;
}
