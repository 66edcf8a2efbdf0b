import { useEffect, useEffectEvent, useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { keepFocusInside } from '@/components/ui/keep-focus-inside.ts';

interface OrderDialogProps {
  /** The `<dialog>`: the form closes it through this once its request succeeded. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  /** The order it is about, under the title. */
  subtitle?: ReactNode;
  /** While the request runs, Escape, the ✕ and the backdrop do not close it. */
  busy: boolean;
  /** Called when it has closed, by whatever means: the caller unmounts it. */
  onClosed: () => void;
  /** What to focus once it is open (its first field); the browser's first control otherwise. */
  initialFocus?: () => void;
  children: ReactNode;
}

/**
 * A form about one order in daisyUI's modal, on the browser's own `<dialog>` as the page's other
 * dialogs (ConfirmDialog, the password reset): rendered into <body> while open, titled, focus on
 * its first field and kept inside (decision 031), given back to the opening button when it closes.
 */
export function OrderDialog({ dialogRef, title, subtitle, busy, onClosed, initialFocus, children }: OrderDialogProps) {
  const titleId = useId();
  const focusFirst = useEffectEvent(() => initialFocus?.());
  // Opened once, when mounted.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    focusFirst();
  }, [dialogRef]);

  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClosed}
      onCancel={(event) => busy && event.preventDefault()}
      onKeyDown={keepFocusInside}
    >
      <div className="modal-box max-h-[90dvh]">
        <h2 id={titleId} className="pr-8 text-xl font-bold">
          {title}
        </h2>
        {subtitle && <div className="mt-1 text-sm break-words opacity-70">{subtitle}</div>}
        {children}
        <form method="dialog">
          <button className="btn btn-sm btn-circle btn-ghost absolute top-3 right-3" aria-label="Close" disabled={busy}>
            ✕
          </button>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button tabIndex={-1} disabled={busy}>
          close
        </button>
      </form>
    </dialog>,
    document.body,
  );
}
