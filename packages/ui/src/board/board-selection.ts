import * as React from 'react';

/**
 * How a card asks to change the selection: `toggle` (Ctrl/Cmd+click, or `x` on the focused
 * card) adds or removes it; `range` (Shift+click) selects from the last toggled card to it.
 */
export type TaskSelectMode = 'toggle' | 'range';

/** Called when a card asks to change the selection (see {@link TaskSelectMode}). */
export type TaskSelectHandler = (taskId: string, mode: TaskSelectMode) => void;

interface BoardSelection {
  selectedIds: ReadonlySet<string>;
  onSelect: TaskSelectHandler | undefined;
}

const NONE: BoardSelection = { selectedIds: new Set(), onSelect: undefined };

/**
 * The board's selection, read by each card: a context rather than props through every column,
 * so a change re-renders the cards' wrappers only, and a card itself only when its own
 * `selected` flips.
 */
export const BoardSelectionContext = React.createContext<BoardSelection>(NONE);

/** Whether `taskId` is selected, and the board's select handler (none: selection is off). */
export function useCardSelection(taskId: string): {
  selected: boolean;
  onSelect: TaskSelectHandler | undefined;
} {
  const { selectedIds, onSelect } = React.useContext(BoardSelectionContext);
  return { selected: selectedIds.has(taskId), onSelect };
}

/** Whether a key press is a plain `x`, which toggles the focused card's or row's selection. */
export function isSelectKey(event: React.KeyboardEvent): boolean {
  return event.key === 'x' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
}

/** The selection mode a click asks for: Shift is a range, Ctrl/Cmd a toggle, else none. */
export function selectModeOf(event: React.MouseEvent): TaskSelectMode | undefined {
  if (event.shiftKey) return 'range';
  if (event.ctrlKey || event.metaKey) return 'toggle';
  return undefined;
}
