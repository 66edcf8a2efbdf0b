import type { SalesOverview } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Parts with fewer units than their threshold (their own, or the shop's default). */
export function LowStockTable({ parts }: { parts: SalesOverview['lowStock'] }) {
  if (parts.length === 0) return <p className="py-4 opacity-70">Every part is above its low-stock threshold.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm sm:table-md" aria-label="Low stock">
        <thead>
          <tr>
            <th>Part</th>
            <th className="text-right">Units left</th>
            <th className="text-right">Threshold</th>
            <th className="text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.partId} data-testid="low-stock-part">
              <td className="font-medium">{part.name}</td>
              <td className="text-right tabular-nums">
                {part.quantity}
                {part.quantity === 0 && <span className="badge badge-error badge-soft badge-sm ml-2 whitespace-nowrap">sold out</span>}
              </td>
              <td className="text-right tabular-nums">{part.threshold}</td>
              <td className="text-right">
                <Link to={paths.updatePart(part.partId)} className="btn btn-ghost btn-xs sm:btn-sm" aria-label={`Edit ${part.name}`}>
                  Edit
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
