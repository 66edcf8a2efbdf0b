import { useCallback, useSyncExternalStore, type KeyboardEvent, type FocusEvent, type ReactNode } from 'react';

/**
 * daisyUI's drawer, usable by keyboard (decision 031). Its checkbox stays the one source of truth,
 * as daisyUI's CSS opens the drawer from it, but it is hidden: a real button opens the drawer and
 * says whether it is open, focus moves to the drawer's first link, Escape closes it and returns
 * focus to the button, and tabbing out of it closes it, so focus never goes behind its overlay.
 * The overlay stays a label of the checkbox for a click beside the drawer.
 */
const toggleOf = (drawerId: string) => document.getElementById(drawerId) as HTMLInputElement | null;
const sideIdOf = (drawerId: string) => `${drawerId}-side`;
const openerOf = (drawerId: string) => document.querySelector<HTMLElement>(`[aria-controls="${sideIdOf(drawerId)}"]`);

// A click on the overlay changes the checkbox with a `change` event; `setOpen` sends one too.
function subscribe(onChange: () => void) {
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}

export function useDrawer(drawerId: string) {
  const open = useSyncExternalStore(subscribe, () => toggleOf(drawerId)?.checked ?? false, () => false);
  const setOpen = useCallback(
    (value: boolean) => {
      const toggle = toggleOf(drawerId);
      if (!toggle || toggle.checked === value) return;
      toggle.checked = value;
      toggle.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [drawerId],
  );
  return [open, setOpen] as const;
}

/** The hidden checkbox, placed first in the `.drawer` element as daisyUI's CSS expects. */
export function DrawerToggle({ drawerId }: { drawerId: string }) {
  return <input id={drawerId} type="checkbox" className="drawer-toggle" hidden />;
}

/** The navbar's button that opens a drawer (only below `lg`, where the drawer is not always shown). */
export function DrawerButton({ drawerId, label, children }: { drawerId: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useDrawer(drawerId);
  const openDrawer = () => {
    setOpen(true);
    document.getElementById(sideIdOf(drawerId))?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-square lg:hidden"
      aria-label={label}
      aria-expanded={open}
      aria-controls={sideIdOf(drawerId)}
      onClick={openDrawer}
    >
      {children}
    </button>
  );
}

/** The drawer's side: the overlay and the menu given as children. */
export function DrawerSide({ drawerId, className, children }: { drawerId: string; className: string; children: ReactNode }) {
  const [open, setOpen] = useDrawer(drawerId);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    openerOf(drawerId)?.focus();
  };
  // Only a move to another element: a click on the overlay (no element) is the label's to handle.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div id={sideIdOf(drawerId)} className={`drawer-side ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <label htmlFor={drawerId} className="drawer-overlay" aria-hidden="true" />
      {children}
    </div>
  );
}
