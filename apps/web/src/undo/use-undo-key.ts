import { useEffect, useRef } from 'react';
import { undoLatest } from './undo-stack';

/** Whether Ctrl/Cmd+Z belongs to a text field or to a menu, list or confirmation. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="alertdialog"],[role="menu"],[role="listbox"]')) return true;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Ctrl/Cmd+Z in the task panel, on the task page or in settings, outside text fields (where it undoes
 * typing): takes back this user's latest action on the task's board, such as the edit just
 * saved. Listens in the capture phase and claims the key only when there was something to take
 * back, so the board's own shortcut does not run twice.
 */
export function useUndoKey(boardId: string): void {
  const board = useRef(boardId);
  board.current = boardId;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || belongsElsewhere(event.target)) return;
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey) {
        return;
      }
      if (undoLatest(board.current)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
