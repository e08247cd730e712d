import type { BoardTaskRow } from '@tandem/api-client';
import type { LabelColor, WorkspaceLabel } from '@tandem/schemas';
import { useMemo, useRef } from 'react';

const collator = new Intl.Collator();

/** A label the filter offers, with its colour when the workspace's set has it. */
export interface FilterLabel {
  name: string;
  color: LabelColor | undefined;
}

function same(a: ReadonlyArray<FilterLabel>, b: ReadonlyArray<FilterLabel>): boolean {
  return (
    a.length === b.length &&
    a.every((label, index) => label.name === b[index]?.name && label.color === b[index]?.color)
  );
}

/** The workspace's labels with any name a task carries that the set lacks, sorted by name. */
export function filterLabelsOf(
  tasks: ReadonlyArray<Pick<BoardTaskRow, 'labels'>>,
  set: ReadonlyArray<Pick<WorkspaceLabel, 'name' | 'color'>>,
): FilterLabel[] {
  const colors = new Map<string, LabelColor | undefined>(
    set.map((label) => [label.name, label.color]),
  );
  for (const task of tasks) {
    for (const name of task.labels) if (!colors.has(name)) colors.set(name, undefined);
  }
  return [...colors]
    .map(([name, color]) => ({ name, color }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The workspace's labels, with any a task carries that the set has not caught up with yet,
 * sorted, for the label filter. The same array while they stay the same, so a live edit does
 * not re-render the toolbar's menus.
 */
export function useBoardLabels(
  tasks: ReadonlyArray<BoardTaskRow>,
  set: ReadonlyArray<WorkspaceLabel>,
): FilterLabel[] {
  const last = useRef<FilterLabel[]>([]);
  return useMemo(() => {
    const next = filterLabelsOf(tasks, set);
    if (!same(next, last.current)) last.current = next;
    return last.current;
  }, [tasks, set]);
}
