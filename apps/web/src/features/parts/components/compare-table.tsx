import { categoryLabel, formatPrice, withCount, type Part } from '@coreparts/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SideScroll } from '@/components/ui/side-scroll.tsx';
import { paths } from '@/config/paths.ts';
import { compareRows } from '@/features/parts/lib/compare.ts';

/**
 * Parts of one category side by side: one row per field, rows whose values differ highlighted, the
 * better value marked where the field has a direction, after a row of what is in stock. On a
 * narrow screen the field names stay put while the parts scroll sideways. `action` is what the page
 * adds under each part from another feature (Add to Cart).
 */
export function CompareTable({ parts, onRemove, action }: { parts: Part[]; onRemove: (id: string) => void; action?: (part: Part) => ReactNode }) {
  const [first] = parts;
  if (!first) return null;
  const rows = compareRows(first.category, parts);
  const sticky = 'sticky left-0 z-10 bg-base-100';
  return (
    <SideScroll label="Comparison table" className="rounded-box border border-base-300">
      {/* Fixed layout: every part gets the same width, 9rem at least, so pictures and values line up. */}
      <table className="table table-sm table-fixed" style={{ minWidth: `${7 + parts.length * 9}rem` }}>
        <caption className="sr-only">{categoryLabel(first.category)} parts compared</caption>
        <thead>
          <tr>
            <th scope="col" className={`${sticky} w-28 align-bottom sm:w-40`}>
              Part
            </th>
            {parts.map((part) => (
              <th key={part._id} scope="col" className="align-top font-normal break-words whitespace-normal">
                <img src={part.image} alt="" width={800} height={600} className="mb-2 aspect-[4/3] w-full max-w-56 rounded-lg bg-base-200 object-cover" />
                <Link to={paths.part(part._id)} className="link-hover block font-semibold text-base-content">
                  {part.name}
                </Link>
                <span className="mt-1 block font-bold text-base-content">{formatPrice(part.price)}</span>
                {action && <div className="mt-2 flex">{action(part)}</div>}
                <button type="button" className="btn btn-ghost btn-xs mt-1 -ml-2" onClick={() => onRemove(part._id)} aria-label={`Remove ${part.name}`}>
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={`${sticky} font-medium`}>
              Stock
            </th>
            {parts.map((part) => (
              <td key={part._id} data-testid="compare-stock">
                {part.quantity > 0 ? `In Stock: ${withCount(part.quantity, 'piece')}` : 'Out of Stock'}
              </td>
            ))}
          </tr>
          {rows.map(({ field, cells, differs }) => (
            <tr key={field.key} className={differs ? 'bg-warning/10' : undefined} data-differs={differs || undefined}>
              <th scope="row" className={`${sticky} ${differs ? 'bg-[color-mix(in_oklab,var(--color-warning)_10%,var(--color-base-100))]' : ''} font-medium`}>
                {field.label}
              </th>
              {cells.map((cell, i) => (
                <td key={parts[i]!._id} className={cell.best ? 'font-semibold' : undefined}>
                  {cell.text}
                  {cell.best && (
                    <span className="badge badge-success badge-soft badge-xs ml-1.5 align-middle" data-testid="best-value">
                      Best
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
