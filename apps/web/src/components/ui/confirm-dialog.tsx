import { useEffect, useId, useRef } from 'react';
import { keepFocusInside } from './keep-focus-inside.ts';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  /** What the question is about, under it. */
  detail?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Also on Escape and on a click beside the box. */
  onCancel: () => void;
}

/**
 * A Yes/No question in daisyUI's modal, on the browser's own `<dialog>`: it takes focus (No first),
 * keeps it, and the browser gives it back to the opening button when it closes.
 */
export function ConfirmDialog({ open, question, detail, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    // Escape and the backdrop answer No, except while the answer Yes is being carried out.
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onCancel}
      onCancel={(event) => busy && event.preventDefault()}
      onKeyDown={keepFocusInside}
    >
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {question}
        </h3>
        {detail && <p className="mt-2 break-words opacity-70">{detail}</p>}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" autoFocus onClick={onCancel} disabled={busy}>
            No
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Yes
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close" tabIndex={-1} disabled={busy}>
          close
        </button>
      </form>
    </dialog>
  );
}
