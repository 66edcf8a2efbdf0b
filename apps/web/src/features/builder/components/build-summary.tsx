import { checkHeadline, formatPrice, type BuildCheck, type ProblemSeverity } from '@coreparts/shared';
import { useId, type ReactNode } from 'react';
import type { BuildItem } from '@/features/builder/hooks/use-add-build-to-cart.ts';
import { BuildSaving } from './build-saving.tsx';

const groups: { severity: ProblemSeverity; title: string; tone: string }[] = [
  { severity: 'error', title: 'Errors', tone: 'text-error' },
  { severity: 'warning', title: 'Warnings', tone: 'text-warning-content' },
  { severity: 'note', title: 'Notes', tone: 'opacity-80' },
];

const icon: Record<ProblemSeverity, string> = { error: '✕', warning: '!', note: 'i' };
const iconClass: Record<ProblemSeverity, string> = { error: 'bg-error text-error-content', warning: 'bg-warning text-warning-content', note: 'bg-base-300' };

interface BuildSummaryProps {
  check: BuildCheck;
  partCount: number;
  /** The chosen power supply's wattage; undefined without one (or without a known wattage). */
  supplyWatts: number | undefined;
  /** Dollars. */
  total: number;
  /** Dollars, when the cart gets more than the build (parts sold from a minimum of pieces). */
  cartTotal: number;
  /** The parts as the cart would get them, priced with the shop's promotions. */
  items: readonly BuildItem[];
  /** The actions under the total: the cart, sharing, a new build. */
  children: ReactNode;
}

/**
 * The check of a build beside its parts, on the planner and on a saved build's page: the findings
 * by severity, the power, the price, then the page's actions.
 */
export function BuildSummary({ check, partCount, supplyWatts, total, cartTotal, items, children }: BuildSummaryProps) {
  const titleId = useId();
  const errors = check.problems.some((p) => p.severity === 'error');
  return (
    <aside aria-labelledby={titleId} className="card border border-base-300 bg-base-100 shadow-sm lg:sticky lg:top-20">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="card-title">
          Build check
        </h2>
        <p role="status" className={`font-medium ${errors ? 'text-error' : ''}`}>
          {checkHeadline(check.problems, partCount)}
        </p>
        <p className="text-sm">
          <span className="font-semibold">Estimated draw {check.estimatedWatts} W</span>
          {' · '}
          {supplyWatts === undefined ? 'No power supply chosen' : `Power supply ${supplyWatts} W`}
        </p>
        {groups.map(({ severity, title, tone }) => {
          const problems = check.problems.filter((p) => p.severity === severity);
          if (problems.length === 0) return null;
          return (
            <section key={severity} aria-label={title}>
              <h3 className={`mb-1 text-sm font-bold ${tone}`}>
                {title} ({problems.length})
              </h3>
              <ul className="flex flex-col gap-2 text-sm">
                {problems.map((problem) => (
                  <li key={`${problem.code} ${problem.message}`} className="flex gap-2">
                    <span className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${iconClass[severity]}`} aria-hidden="true">
                      {icon[severity]}
                    </span>
                    <span className="min-w-0 break-words">{problem.message}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <div className="flex items-baseline justify-between border-t border-base-300 pt-4">
          <span className="font-semibold">Total</span>
          <span className="text-2xl font-bold">{formatPrice(total)}</span>
        </div>
        {cartTotal > total && (
          <p className="-mt-2 text-sm opacity-75">Some parts are sold from a minimum number of pieces: in the cart the build comes to {formatPrice(cartTotal)}.</p>
        )}
        <BuildSaving items={items} />
        {children}
      </div>
    </aside>
  );
}

/** "Add build to cart": every part in one click, busy while they go in. */
export function AddBuildButton({ disabled, adding, onClick }: { disabled: boolean; adding: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-primary" disabled={disabled || adding} aria-busy={adding} onClick={onClick}>
      {adding && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      Add build to cart
    </button>
  );
}
