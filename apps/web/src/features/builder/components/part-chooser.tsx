import { formatPrice, type BuildPart, type Part } from '@coreparts/shared';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { keepFocusInside } from '@/components/ui/keep-focus-inside.ts';
import { Stars } from '@/components/ui/stars.tsx';
import { useCategoryParts } from '@/features/builder/api/get-category-parts.ts';
import type { BuilderSlot } from '@/features/builder/lib/build.ts';
import { sortCandidates } from '@/features/builder/lib/fit.ts';
import { specSummary } from '@/features/builder/lib/spec-summary.ts';

interface PartChooserProps {
  slot: BuilderSlot;
  /** The build as it is, the row's own part included. */
  build: readonly BuildPart[];
  /** The part of the row being changed; null for an empty row. */
  replacing: string | null;
  /** How many the row holds (memory kits, drives). */
  quantity: number;
  /** When a part in stock would arrive, said under each one in stock. */
  delivery?: string;
  onChoose: (part: Part) => void;
  /** Called once it has closed, chosen or not: the caller unmounts it. */
  onClosed: () => void;
}

/**
 * The parts of the row's category in stock, those that fit the build first (decision 048's
 * engine run on the build with each of them), in the browser's own modal `<dialog>` as the page's
 * other dialogs: titled, focus on its search field and kept inside, Escape closes it. Full width
 * at the bottom of a phone's screen, in the middle from `sm` up.
 */
export function PartChooser({ slot, build, replacing, quantity, delivery, onChoose, onClosed }: PartChooserProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const toggleId = useId();
  const [search, setSearch] = useState('');
  const [showMisfits, setShowMisfits] = useState(false);
  const [order, setOrder] = useState<ChooserOrder>('fit');
  const query = useDeferredValue(search.trim().toLowerCase());
  const parts = useCategoryParts(slot.category);

  // Opened once, when mounted.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    searchRef.current?.focus();
  }, []);

  const sorted = useMemo(() => sortCandidates(build, parts.data ?? [], { replacing, quantity }), [build, parts.data, replacing, quantity]);
  const matches = (part: Part) => query === '' || part.name.toLowerCase().includes(query);
  const fitting = ordered(sorted.fitting.filter(matches), order, sorted.warnings);
  const notFitting = sorted.notFitting.filter((misfit) => matches(misfit.part));

  const choose = (part: Part) => {
    onChoose(part);
    dialogRef.current?.close();
  };

  return createPortal(
    <dialog ref={dialogRef} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClosed} onKeyDown={keepFocusInside}>
      <div className="modal-box flex max-h-[90dvh] w-full flex-col gap-4 p-4 sm:max-w-3xl sm:p-6">
        <h2 id={titleId} className="pr-10 text-xl font-bold">
          Choose {slot.noun}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <label className="input w-full sm:max-w-xs">
            <span className="sr-only">Search by name</span>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="opacity-60">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" strokeLinecap="round" />
            </svg>
            <input ref={searchRef} type="search" placeholder="Search by name" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          <label className="select select-sm w-full sm:w-auto">
            <span className="label">Sort</span>
            <select value={order} onChange={(e) => setOrder(e.target.value as ChooserOrder)}>
              {chooserOrders.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-center gap-2">
            <input
              id={toggleId}
              type="checkbox"
              className="toggle toggle-sm"
              checked={showMisfits}
              disabled={sorted.notFitting.length === 0}
              onChange={(e) => setShowMisfits(e.target.checked)}
            />
            <label htmlFor={toggleId} className="cursor-pointer text-sm">
              Show parts that do not fit ({sorted.notFitting.length})
            </label>
          </div>
        </div>

        <div className="-mx-1 min-h-40 overflow-y-auto px-1">
          {parts.isPending ? (
            <div className="flex justify-center py-10" role="status">
              <span className="loading loading-spinner loading-lg" aria-hidden="true" />
              <span className="sr-only">Loading parts…</span>
            </div>
          ) : parts.isError ? (
            <div role="alert" className="alert alert-error">
              The parts could not be loaded. Please try again in a moment.
            </div>
          ) : (
            <>
              <p className="mb-2 text-sm opacity-75" role="status">
                {sorted.fitting.length === 0
                  ? `No ${slot.label.toLowerCase()} in stock fits what you have chosen.`
                  : `${fitting.length} ${fitting.length === 1 ? 'part fits' : 'parts fit'} your build.`}
              </p>
              <ul className="flex flex-col gap-2" aria-label="Parts that fit">
                {fitting.map((part) => (
                  <CandidateRow key={part._id} part={part} current={part._id === replacing} warnings={sorted.warnings.get(part._id)} delivery={delivery} onChoose={choose} />
                ))}
              </ul>
              {showMisfits && notFitting.length > 0 && (
                <section className="mt-5" aria-labelledby={`${titleId}-misfits`}>
                  <h3 id={`${titleId}-misfits`} className="mb-2 font-semibold">
                    Parts that do not fit
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {notFitting.map(({ part, reasons }) => (
                      <CandidateRow key={part._id} part={part} current={part._id === replacing} reasons={reasons} delivery={delivery} onChoose={choose} />
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </div>
        <form method="dialog">
          <button className="btn btn-sm btn-circle btn-ghost absolute top-3 right-3" aria-label="Close">
            ✕
          </button>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button tabIndex={-1}>close</button>
      </form>
    </dialog>,
    document.body,
  );
}

type ChooserOrder = 'fit' | 'price' | 'rating';
const chooserOrders: [ChooserOrder, string][] = [
  ['fit', 'Best fit'],
  ['price', 'Price: low to high'],
  ['rating', 'Rating'],
];

/**
 * The fitting parts in the order asked: best fit puts those that bring a warning after those that
 * bring none, each in the catalog's order; rating puts the best rated first, parts without reviews last.
 */
function ordered(parts: Part[], order: ChooserOrder, warnings: Map<string, string[]>): Part[] {
  const by = {
    fit: (part: Part) => (warnings.has(part._id) ? 1 : 0),
    price: (part: Part) => part.price,
    rating: (part: Part) => -(part.rating?.average ?? 0) - (part.rating?.count ?? 0) / 1e6,
  }[order];
  // A stable sort: equal keys keep the catalog's order.
  return parts.toSorted((a, b) => by(a) - by(b));
}

/** In stock, few left, or none, as a chooser row says it. */
const stockWords = (quantity: number) => (quantity === 0 ? 'Out of Stock' : quantity < 5 ? `Only ${quantity} left` : `In Stock: ${quantity}`);

interface CandidateRowProps {
  part: Part;
  current: boolean;
  /** The errors it would bring: it does not fit. */
  reasons?: string[];
  /** The warnings it would bring: it fits, with a caution. */
  warnings?: string[];
  delivery?: string;
  onChoose: (part: Part) => void;
}

function CandidateRow({ part, current, reasons, warnings, delivery, onChoose }: CandidateRowProps) {
  const summary = specSummary(part.category, part.specs);
  const tone = reasons ? 'border-error/40 bg-error/5' : warnings ? 'border-warning/60 bg-warning/5' : 'border-base-300';
  return (
    <li className={`flex flex-col gap-3 rounded-box border p-3 sm:flex-row sm:items-center ${tone}`} aria-label={part.name}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <img src={part.image} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded bg-base-200 object-cover" />
        <div className="min-w-0">
          <p className="leading-snug font-semibold break-words">{part.name}</p>
          <p className="text-sm">
            <span className="font-semibold">{formatPrice(part.price)}</span>
            {summary && <span className="opacity-70"> · {summary}</span>}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className={part.quantity < 5 ? 'font-medium text-warning-content' : 'text-success'} data-testid="candidate-stock">
              {stockWords(part.quantity)}
            </span>
            {delivery && part.quantity > 0 && (
              <span className="opacity-75" data-testid="candidate-delivery">
                {delivery}
              </span>
            )}
            {part.rating && (
              <span className="flex items-center gap-1" data-testid="candidate-rating">
                <Stars value={part.rating.average} />
                <span aria-hidden="true">
                  {part.rating.average.toFixed(1)} <span className="opacity-70">({part.rating.count})</span>
                </span>
                <span className="sr-only">
                  Rated {part.rating.average} out of 5 from {part.rating.count} {part.rating.count === 1 ? 'review' : 'reviews'}
                </span>
              </span>
            )}
          </p>
          {warnings && (
            <div className="mt-1 text-sm" data-testid="candidate-warnings">
              <p className="font-semibold text-warning-content">Fits, with a warning:</p>
              <ul className="list-disc pl-5">
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          )}
          {reasons && (
            <ul className="mt-1 list-disc pl-5 text-sm text-error">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <button
        type="button"
        className={`btn btn-sm shrink-0 ${reasons ? 'btn-outline' : 'btn-primary'}`}
        aria-label={`Choose ${part.name}`}
        disabled={current}
        onClick={() => onChoose(part)}
      >
        {current ? 'Chosen' : 'Choose'}
      </button>
    </li>
  );
}
