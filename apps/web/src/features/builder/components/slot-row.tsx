import { formatPrice, MAX_BUILD_QUANTITY, type Part } from '@coreparts/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { BuilderSlot } from '@/features/builder/lib/build.ts';

/** The id of a row's button, for the planner to give focus back to once the chooser closes. */
export const chooseButtonId = (rowKey: string) => `builder-choose-${rowKey}`;
export const changeButtonId = (partId: string) => `builder-change-${partId}`;

interface SlotRowProps {
  slot: BuilderSlot;
  rowKey: string;
  /** The chosen part, or null for an empty row. */
  part: Part | null;
  quantity: number;
  /** The worst finding of the build about this part, to mark the row. */
  flag?: 'error' | 'warning';
  onChoose: () => void;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}

/** One row of the planner: "Choose" when empty; the part with "Change" and "Remove" once chosen. */
export function SlotRow({ slot, rowKey, part, quantity, flag, onChoose, onRemove, onQuantity }: SlotRowProps) {
  const quantityId = useId();
  if (!part) {
    return (
      <li className="flex items-center gap-3 rounded-box border border-dashed border-base-300 p-3">
        <SlotPicture />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{slot.label}</p>
          <p className="text-sm opacity-70">Nothing chosen</p>
        </div>
        <button type="button" id={chooseButtonId(rowKey)} className="btn btn-primary btn-sm" aria-label={`Choose ${slot.label.toLowerCase()}`} onClick={onChoose}>
          Choose
        </button>
      </li>
    );
  }
  const maxQuantity = Math.max(1, Math.min(MAX_BUILD_QUANTITY, part.quantity));
  const border = flag === 'error' ? 'border-error' : flag === 'warning' ? 'border-warning' : 'border-base-300';
  return (
    <li className={`flex flex-col gap-3 rounded-box border bg-base-100 p-3 sm:flex-row sm:items-center ${border}`}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img src={part.image} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded bg-base-200 object-cover" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {slot.label}
            {flag === 'error' && <span className="badge badge-error badge-xs ml-2 normal-case">Does not fit</span>}
            {flag === 'warning' && <span className="badge badge-warning badge-xs ml-2 normal-case">Check</span>}
          </p>
          <p className="leading-snug font-semibold break-words">
            <Link to={paths.part(part._id)} className="link-hover">
              {part.name}
            </Link>
          </p>
          <p className="text-sm">
            {formatPrice(part.price)}
            {quantity > 1 && <span className="opacity-70"> × {quantity}</span>}
          </p>
          {part.min > quantity && <p className="text-xs opacity-70">Sold from {part.min} pieces: the cart gets {part.min}.</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        {slot.hasQuantity && (
          <div className="flex items-center gap-2">
            <label htmlFor={quantityId} className="text-sm">
              Quantity<span className="sr-only"> of {part.name}</span>
            </label>
            <select id={quantityId} className="select select-sm w-20" value={quantity} onChange={(e) => onQuantity(Number(e.target.value))}>
              {Array.from({ length: Math.max(maxQuantity, quantity) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="button" id={changeButtonId(part._id)} className="btn btn-outline btn-sm" aria-label={`Change ${slot.label.toLowerCase()}: ${part.name}`} onClick={onChoose}>
          Change
        </button>
        <button type="button" className="btn btn-ghost btn-sm" aria-label={`Remove ${part.name}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}

function SlotPicture() {
  return (
    <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-base-200" aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="opacity-50">
        <rect x="5" y="5" width="14" height="14" rx="2" />
        <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
