import { soldStatusesLabel, type PeriodFigures, type SalesOverview } from '@coreparts/shared';
import { describeChange, formatCents, type ChangeDirection } from '@/features/sales-overview/lib/format.ts';

const periods = [
  { key: 'today', title: 'Today', previous: 'yesterday' },
  { key: 'last7Days', title: 'Last 7 days', previous: 'the 7 days before' },
  { key: 'last30Days', title: 'Last 30 days', previous: 'the 30 days before' },
] as const;

/**
 * Revenue and orders Pending or Paid (the states whose payment went through) today, over 7 and over
 * 30 days, each against the period before; with gross, discounts and net once promotions took something off.
 */
export function FigureCards({ overview }: { overview: SalesOverview }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Sales by period">
      {periods.map(({ key, title, previous }) => (
        <li key={key}>
          <FigureCard title={title} previous={previous} figures={overview[key]} />
        </li>
      ))}
    </ul>
  );
}

function FigureCard({ title, previous, figures }: { title: string; previous: string; figures: PeriodFigures }) {
  const orders = figures.paidOrders;
  return (
    <article className="h-full rounded-box border border-base-300 bg-base-100 p-5 shadow-sm" aria-label={title} data-testid="figure-card">
      <h2 className="text-sm font-semibold tracking-wide uppercase opacity-70">{title}</h2>
      <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl" data-testid="figure-revenue">
        {formatCents(figures.revenueCents)}
      </p>
      <Change current={figures.revenueCents} previous={figures.previousRevenueCents} against={previous} what="revenue" />
      {figures.discountCents > 0 && (
        // Net above; what the parts came to before promotions, and what those took off (issue 43).
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm tabular-nums" data-testid="figure-discounts">
          <dt className="opacity-70">Gross</dt>
          <dd className="text-right">{formatCents(figures.grossCents)}</dd>
          <dt className="opacity-70">Discounts</dt>
          <dd className="text-right">−{formatCents(figures.discountCents)}</dd>
          <dt className="opacity-70">Net</dt>
          <dd className="text-right font-semibold">{formatCents(figures.revenueCents)}</dd>
        </dl>
      )}
      <p className="mt-3 font-medium tabular-nums">
        {orders} {orders === 1 ? 'order' : 'orders'} {soldStatusesLabel}
      </p>
      <Change current={orders} previous={figures.previousPaidOrders} against={previous} what={`orders ${soldStatusesLabel}`} />
    </article>
  );
}

const tone: Record<ChangeDirection, string> = { up: 'text-success', down: 'text-error', same: '' };
const arrow: Record<ChangeDirection, string> = { up: '▲', down: '▼', same: '●' };

/** The change in words (the colour and arrow only repeat it): `▲ +12% vs yesterday`. */
function Change({ current, previous, against, what }: { current: number; previous: number; against: string; what: string }) {
  const change = describeChange(current, previous);
  return (
    <p className={`mt-1 text-sm ${tone[change.direction]}`}>
      <span aria-hidden="true" className="mr-1 text-xs">
        {arrow[change.direction]}
      </span>
      <span className="font-semibold">{change.text}</span> <span className="sr-only">{what}</span>
      <span className="text-base-content/70"> vs {against}</span>
    </p>
  );
}
