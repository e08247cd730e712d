/** An item as the checklist shows it. */
export interface ChecklistEntry {
  /** The item id. */
  id: string;
  /** Its text. */
  title: string;
  /** Checked off. */
  done: boolean;
}

/**
 * Where the item at `index` lands when moved by `delta` places (−1 up, +1 down): the id of the
 * item it goes after, `null` for the top, or `undefined` when it cannot move that way.
 */
export function aboveIdForStep(
  items: ReadonlyArray<ChecklistEntry>,
  index: number,
  delta: -1 | 1,
): string | null | undefined {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return undefined;
  if (delta === 1) return items[target]?.id;
  return target === 0 ? null : items[target - 1]?.id;
}

/**
 * Where a dragged item lands when dropped on the item at `overIndex`: after it when dragged
 * downwards, before it when dragged upwards; `undefined` for a drop on itself.
 */
export function aboveIdForDrop(
  items: ReadonlyArray<ChecklistEntry>,
  fromIndex: number,
  overIndex: number,
): string | null | undefined {
  if (fromIndex === overIndex || fromIndex < 0 || overIndex < 0) return undefined;
  if (overIndex > fromIndex) return items[overIndex]?.id;
  return overIndex === 0 ? null : items[overIndex - 1]?.id;
}
