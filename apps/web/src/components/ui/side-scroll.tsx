import type { ReactNode } from 'react';

/**
 * A table's frame that scrolls sideways on a narrow screen. It takes the keyboard's focus, named
 * by `label`, so that a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function SideScroll({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
