import type { SalesOverview } from '@coreparts/shared';
import { SideScroll } from '@/components/ui/side-scroll.tsx';
import { formatCents } from '@/features/sales-overview/lib/format.ts';

/** The five parts that brought the most revenue over the last 30 days. */
export function TopPartsTable({ parts }: { parts: SalesOverview['topParts'] }) {
  if (parts.length === 0) return <p className="py-4 opacity-70">No paid orders in the last 30 days.</p>;
  return (
    <SideScroll label="Top parts by revenue">
      <table className="table table-sm sm:table-md" aria-label="Top parts by revenue">
        <thead>
          <tr>
            <th className="w-8">#</th>
            <th>Part</th>
            <th className="text-right">Units sold</th>
            <th className="text-right">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part, i) => (
            <tr key={part.partId} data-testid="top-part">
              <td className="opacity-70">{i + 1}</td>
              <td className="font-medium">{part.name}</td>
              <td className="text-right tabular-nums">{part.quantity}</td>
              <td className="text-right font-semibold tabular-nums">{formatCents(part.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
