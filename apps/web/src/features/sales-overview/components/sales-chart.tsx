/**
 * Revenue (bars) and orders Pending or Paid (a line) for each of the last 30 days. Recharts is large: only
 * the overview's route module imports this file, so only that page's chunk carries it.
 */
import { soldStatusesLabel, type SalesOverview } from '@coreparts/shared';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents, formatCentsShort, formatDay } from '@/features/sales-overview/lib/format.ts';

type Day = SalesOverview['days'][number];

/** What a screen reader hears instead of the picture: the period, its totals and its best day. */
export function describeDays(days: Day[]): string {
  if (days.length === 0) return `Revenue and orders ${soldStatusesLabel} per day: no days to show.`;
  const revenue = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const orders = days.reduce((sum, day) => sum + day.paidOrders, 0);
  const best = days.reduce((top, day) => (day.revenueCents > top.revenueCents ? day : top), days[0]!);
  const period = `from ${formatDay(days[0]!.date)} to ${formatDay(days.at(-1)!.date)}`;
  const totals = `${formatCents(revenue)} from ${orders} ${orders === 1 ? 'order' : 'orders'} ${soldStatusesLabel}`;
  const bestDay = best.revenueCents > 0 ? `; best day ${formatDay(best.date)} with ${formatCents(best.revenueCents)}` : '';
  return `Revenue and orders ${soldStatusesLabel} per day ${period}: ${totals}${bestDay}.`;
}

const axisTick = { fontSize: 12, fill: 'currentColor', opacity: 0.7 };

export function SalesChart({ days }: { days: Day[] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.date) }));
  return (
    <div role="img" aria-label={describeDays(days)} className="h-72 w-full sm:h-80" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        {/* The tooltip is for the mouse; the label above says the same for everyone. */}
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.1} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} interval="preserveStartEnd" minTickGap={24} />
          <YAxis
            yAxisId="revenue"
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            width={56}
            tickFormatter={(cents: number) => formatCentsShort(cents)}
          />
          <YAxis yAxisId="orders" orientation="right" tick={axisTick} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip
            labelFormatter={(_label, payload) => {
              const date = (payload[0]?.payload as Day | undefined)?.date;
              return date ? formatDay(date, 'long') : '';
            }}
            formatter={(value, name) => [name === 'Revenue' ? formatCents(Number(value)) : String(value), name]}
            contentStyle={{ borderRadius: 8, fontSize: 14 }}
          />
          <Legend wrapperStyle={{ fontSize: 14 }} />
          <Bar yAxisId="revenue" dataKey="revenueCents" name="Revenue" fill="var(--color-primary)" radius={[3, 3, 0, 0]} maxBarSize={28} />
          <Line
            yAxisId="orders"
            dataKey="paidOrders"
            name={`Orders ${soldStatusesLabel}`}
            type="monotone"
            stroke="var(--color-secondary)"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
