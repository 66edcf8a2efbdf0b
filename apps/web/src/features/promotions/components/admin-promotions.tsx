import { messages, type Promotion } from '@coreparts/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeletePromotion } from '@/features/promotions/api/delete-promotion.ts';
import { usePromotions } from '@/features/promotions/api/get-promotions.ts';
import { useUpdatePromotion } from '@/features/promotions/api/update-promotion.ts';
import { promotionAmount, promotionConditions, promotionState, promotionUses, type PromotionState } from '@/features/promotions/lib/describe-promotion.ts';
import { PromotionForm } from './promotion-form.tsx';

const M = messages.promotions;

const refusal = (error: unknown) => (error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);

const stateBadges: Record<PromotionState, string> = {
  Active: 'badge-success badge-soft',
  Paused: 'badge-warning badge-soft',
  Scheduled: 'badge-info badge-soft',
  Ended: 'badge-ghost',
};

/** What the form is open for: 'new', a promotion's id, or nothing. */
type Editing = string | null;

/**
 * Promotions (issue 43): every discount code and automatic promotion with what it takes off, its
 * conditions, its uses and its state; one at a time is made or changed in the form, in place.
 */
export function AdminPromotions() {
  const promotions = usePromotions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const remove = useDeletePromotion();
  const root = useRef<HTMLDivElement>(null);
  /** The button to give focus to once the form or the dialog has closed: the one that opened it, or New promotion after a delete. */
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (editing !== null || deleting !== null || focusAfter.current === null) return;
    root.current?.querySelector<HTMLElement>(`[data-opens="${focusAfter.current}"]`)?.focus();
    focusAfter.current = null;
  }, [editing, deleting]);
  const close = () => {
    focusAfter.current = editing;
    setEditing(null);
  };

  return (
    <div ref={root} className="flex flex-col gap-4">
      {editing === 'new' ? (
        <FormPanel title="New promotion">
          <PromotionForm onDone={close} />
        </FormPanel>
      ) : (
        <button type="button" className="btn btn-primary self-start" data-opens="new" onClick={() => setEditing('new')}>
          New promotion
        </button>
      )}
      {promotions.isPending && <span role="status" className="loading loading-dots loading-md opacity-50" aria-label="Loading promotions" />}
      {promotions.isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The promotions could not be loaded. Please try again in a moment.
        </div>
      )}
      {promotions.isSuccess && promotions.data.length === 0 && (
        <div className="rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-sm">
          <p className="opacity-70">No promotions yet. Make a code shoppers type in their cart, or a promotion that applies by itself.</p>
        </div>
      )}
      {promotions.isSuccess && promotions.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Promotions">
          {promotions.data.map((promotion) => (
            <li key={promotion._id}>
              {editing === promotion._id ? (
                <FormPanel title={`Edit ${promotion.name}`}>
                  <PromotionForm promotion={promotion} onDone={close} />
                </FormPanel>
              ) : (
                <PromotionRow promotion={promotion} onEdit={() => setEditing(promotion._id)} onDelete={() => setDeleting(promotion)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question="Delete this promotion?"
        detail={deleting ? `${deleting.name}: carts no longer get it. Orders it discounted keep their discount.` : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              focusAfter.current = 'new';
              toast.success(M.deleted);
            },
            onError: (error) => toast.error(refusal(error)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}

function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-box border border-primary/40 bg-base-100 p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold break-words">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PromotionRow({ promotion, onEdit, onDelete }: { promotion: Promotion; onEdit: () => void; onDelete: () => void }) {
  const titleId = useId();
  const update = useUpdatePromotion();
  const state = promotionState(promotion);
  const conditions = promotionConditions(promotion);
  const { name, active } = promotion;

  const toggle = () =>
    update.mutate(
      { id: promotion._id, patch: { active: !active } },
      { onSuccess: () => toast.success(active ? M.paused : M.resumed), onError: (error) => toast.error(refusal(error)) },
    );

  return (
    <article aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5" data-testid="promotion">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={titleId} className="text-lg font-semibold break-words">
            {name}
          </h2>
          <span className={`badge badge-sm ${stateBadges[state]}`}>{state}</span>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" data-opens={promotion._id} aria-label={`Edit ${name}`} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="btn btn-outline btn-sm" aria-label={`${active ? 'Pause' : 'Resume'} ${name}`} disabled={update.isPending} onClick={toggle}>
            {active ? 'Pause' : 'Resume'}
          </button>
          <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={`Delete ${name}`} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] sm:gap-6">
        <Detail term="Discount">
          <span className="font-semibold">{promotionAmount(promotion)}</span>
          <span className="mt-1 block">
            {promotion.code ? <code className="badge badge-outline badge-sm font-mono">{promotion.code}</code> : <span className="badge badge-ghost badge-sm">Automatic</span>}
          </span>
        </Detail>
        <Detail term="Conditions">{conditions.length > 0 ? conditions.join(' · ') : 'None: every cart'}</Detail>
        <Detail term="Uses">{promotionUses(promotion)}</Detail>
      </dl>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide uppercase opacity-70">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
