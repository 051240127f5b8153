import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A dialog's `modalRender` that gives it the focus as soon as it shows. antd's Modal moves the
 * focus in only once its opening animation ends: until then the focus stays on the button behind
 * it, so Escape (which the dialog hears only from within) and Tab act on the page instead.
 * A field that took the focus itself (autoFocus) keeps it.
 */
export function focusOnOpen(dialog: ReactNode): ReactNode {
  return <FocusTaker>{dialog}</FocusTaker>;
}

function FocusTaker({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  // After every render: the dialog is rendered again when it opens (a dialog kept mounted
  // between openings too).
  useLayoutEffect(() => {
    const element = box.current;
    const showing = element !== null && element.getClientRects().length > 0;
    if (showing && !shown.current && !element.contains(document.activeElement)) {
      element.focus({ preventScroll: true });
    }
    shown.current = showing;
  });
  return (
    <div ref={box} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </div>
  );
}
