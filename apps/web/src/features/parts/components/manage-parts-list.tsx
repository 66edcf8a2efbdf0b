import { categoryLabel, withCount, formatPrice, type Part } from '@coreparts/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DeletePartDialog } from './delete-part-dialog.tsx';

/** Manage Product (product.md §2): a page of parts, each with its Update link and Delete button; `filtered` when a search chose them. */
export function ManagePartsList({ parts, filtered = false }: { parts: Part[]; filtered?: boolean }) {
  const [deleting, setDeleting] = useState<Part | null>(null);
  if (parts.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 bg-base-100 p-10 text-center opacity-80">
        {filtered ? 'No products match this search.' : 'The catalog is empty. Add a product to start selling.'}
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {parts.map((part) => (
          <ManagedPart key={part._id} part={part} onDelete={() => setDeleting(part)} />
        ))}
      </ul>
      <DeletePartDialog part={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function ManagedPart({ part, onDelete }: { part: Part; onDelete: () => void }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3 shadow-sm sm:p-4" data-testid="managed-part">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <img
            src={part.image}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
            className="h-16 w-20 shrink-0 rounded-lg bg-base-200 object-cover sm:h-18 sm:w-24"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{categoryLabel(part.category)}</p>
            <h2 className="leading-snug font-semibold break-words">{part.name}</h2>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
              <Fact label="Price" value={formatPrice(part.price)} />
              <Fact label="Stock" value={withCount(part.quantity, 'piece')} warn={part.quantity === 0} />
              <Fact label="Min. Order" value={withCount(part.min, 'piece')} />
            </dl>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Link to={paths.updatePart(part._id)} className="btn btn-sm btn-outline btn-primary" aria-label={`Update ${part.name}`}>
            Update
          </Link>
          <button type="button" className="btn btn-sm btn-outline btn-error" aria-label={`Delete ${part.name}`} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}

function Fact({ label, value, warn = false }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className="flex gap-1">
      <dt className="opacity-70">{label}</dt>
      <dd className={`font-medium ${warn ? 'text-error' : ''}`}>{value}</dd>
    </div>
  );
}
