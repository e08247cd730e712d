import * as React from 'react';

/**
 * Places a text area's caret once the next render is done: the caller's new value is then
 * in the element, and setting the caret before it would be lost. Returns the setter.
 */
export function useCaretAfterRender(
  ref: React.RefObject<HTMLTextAreaElement | null>,
): (caret: number) => void {
  const pending = React.useRef<number | null>(null);
  React.useLayoutEffect(() => {
    if (pending.current === null || !ref.current) return;
    ref.current.setSelectionRange(pending.current, pending.current);
    pending.current = null;
  });
  return React.useCallback((caret: number) => {
    pending.current = caret;
  }, []);
}
