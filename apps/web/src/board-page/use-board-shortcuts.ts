import { useEffect, useRef } from 'react';

/** What the board's single-key shortcuts do. */
export interface BoardShortcuts {
  /** `c`: new task. */
  onCreate?: () => void;
  /** `/`: focus the search. */
  onSearch: () => void;
  /** `?`: the shortcut help. */
  onHelp: () => void;
  /** Ctrl/Cmd+Z: undo the last move; returns whether there was one to undo. */
  onUndo?: () => boolean;
}

/** Whether a key press belongs to something the user is typing into or a dialog. */
export function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]')) {
    return true;
  }
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The board's shortcuts (apps/web/README.md, "Routes"): `c`, `/`, `?` and Ctrl/Cmd+Z (undo the last move),
 * ignored while typing (where Ctrl/Cmd+Z undoes typing) and inside dialogs and menus; other
 * keys with Ctrl, Cmd or Alt belong to the browser.
 */
export function useBoardShortcuts(shortcuts: BoardShortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingOrInDialog(event.target)) return;
      const { onCreate, onSearch, onHelp, onUndo } = latest.current;
      if (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey) {
        if (onUndo?.()) event.preventDefault();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'c' && onCreate) {
        event.preventDefault();
        onCreate();
      } else if (event.key === '/') {
        event.preventDefault();
        onSearch();
      } else if (event.key === '?') {
        event.preventDefault();
        onHelp();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
