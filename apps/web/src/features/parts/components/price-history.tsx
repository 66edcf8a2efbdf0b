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
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-28 w-full" preserveAspectRatio="none" aria-hidden="true">
          <path d={stepLine(points, now, lowest, highest)} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" className="text-primary" />
        </svg>
        <figcaption className="mt-2 text-sm opacity-75">{summary}</figcaption>
      </figure>
    </section>
  );
}

/** The path of a step line: each price held flat until the next, from 90 days ago to now. */
function stepLine(points: PricePoint[], now: Date, lowest: number, highest: number): string {
  const start = now.getTime() - DAYS * DAY_MS;
  const x = (at: string) => (((Math.max(Date.parse(at), start) - start) / (DAYS * DAY_MS)) * WIDTH).toFixed(1);
  // A price that never moved sits in the middle; otherwise the highest at the top, the lowest at the bottom.
  const y = (price: number) => (highest === lowest ? HEIGHT / 2 : PAD + ((highest - price) / (highest - lowest)) * (HEIGHT - 2 * PAD)).toFixed(1);
  const [first, ...rest] = points;
  // It begins where the part's first price does, or at the left edge when that is older than the chart.
  return [`M${x(first!.at)} ${y(first!.price)}`, ...rest.flatMap((point) => [`H${x(point.at)}`, `V${y(point.price)}`]), `H${WIDTH}`].join(' ');
}
