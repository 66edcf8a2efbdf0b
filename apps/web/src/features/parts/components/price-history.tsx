import { formatPrice, isLowestIn30Days, messages, pricesWithin, type Part, type PricePoint } from '@coreparts/shared';
import { usePriceHistory } from '@/features/parts/api/get-price-history.ts';

const DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const WIDTH = 600;
const HEIGHT = 120;
const PAD = 8;

/**
 * The part's price over the last 90 days as a step line, drawn as plain SVG (no chart library in
 * the part page's code), said in words beneath, and "Lowest in 30 days" when the price is at its
 * month's low (decision 092). Asked for once the page is in the browser.
 */
export function PriceHistory({ part }: { part: Part }) {
  const history = usePriceHistory(part._id);
  if (!history.data || history.data.length === 0) return null;
  const now = new Date();
  const points = pricesWithin(history.data, DAYS, now);
  const prices = points.map((point) => point.price);
  const [lowest, highest] = [Math.min(...prices), Math.max(...prices)];
  const chart = chartOf(points, now, lowest, highest);
  const summary = messages.priceHistory.summary(formatPrice(prices[0]!), formatPrice(prices.at(-1)!), formatPrice(lowest), formatPrice(highest));
  return (
    <section aria-labelledby="price-history-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="price-history-heading" className="text-xl font-bold">
          {messages.priceHistory.heading}
        </h2>
        {isLowestIn30Days(history.data, now) && <span className="badge badge-success badge-soft">{messages.priceHistory.lowestIn30Days}</span>}
      </div>
      <figure className="rounded-box border border-base-300 bg-base-100 p-4">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-28 w-full overflow-visible" preserveAspectRatio="none" aria-hidden="true">
          <path d={stepLine(chart)} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" className="text-primary" />
        </svg>
        <div className="mt-1 flex justify-between text-xs opacity-75" aria-hidden="true">
          <span>{dayFormat.format(chart.start)}</span>
          <span>{messages.priceHistory.today}</span>
        </div>
        <figcaption className="mt-2 text-sm opacity-75">{summary}</figcaption>
      </figure>
    </section>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** What the chart draws: the prices, and the time they span (from 90 days ago, or from the part's first price if it is newer). */
interface Chart {
  points: PricePoint[];
  start: number;
  end: number;
  lowest: number;
  highest: number;
}

function chartOf(points: PricePoint[], now: Date, lowest: number, highest: number): Chart {
  const end = now.getTime();
  const start = Math.max(end - DAYS * DAY_MS, Date.parse(points[0]!.at));
  // A part priced this very second still spans the width.
  return { points, start: Math.min(start, end - 1000), end, lowest, highest };
}

/** The path of a step line: each price held flat until the next, across the chart's span. */
function stepLine({ points, start, end, lowest, highest }: Chart): string {
  const x = (at: string) => (((Math.max(Date.parse(at), start) - start) / (end - start)) * WIDTH).toFixed(1);
  // A price that never moved sits in the middle; otherwise the highest at the top, the lowest at the bottom.
  const y = (price: number) => (highest === lowest ? HEIGHT / 2 : PAD + ((highest - price) / (highest - lowest)) * (HEIGHT - 2 * PAD)).toFixed(1);
  const [first, ...rest] = points;
  return [`M${x(first!.at)} ${y(first!.price)}`, ...rest.flatMap((point) => [`H${x(point.at)}`, `V${y(point.price)}`]), `H${WIDTH}`].join(' ');
}
