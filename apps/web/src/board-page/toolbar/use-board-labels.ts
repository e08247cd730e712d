import type { BoardTaskRow } from '@tandem/api-client';
import type { LabelColor, WorkspaceLabel } from '@tandem/schemas';
import { useMemo, useRef } from 'react';
import { sameRowsInAnyOrderBy, sameStrings } from '../cards/same-rows';

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

/** What the filter's labels are made of: each task's labels, found by its id. */
type LabelledTask = Pick<BoardTaskRow, 'id' | 'labels'>;

/** The filter's labels with what they were made from, kept to be reused. */
export interface KeptLabels {
  tasks: ReadonlyArray<LabelledTask>;
  set: ReadonlyArray<Pick<WorkspaceLabel, 'name' | 'color'>>;
  labels: FilterLabel[];
}

const sameLabels = (a: LabelledTask, b: LabelledTask) => sameStrings(a.labels, b.labels);

/**
 * {@link filterLabelsOf}, reusing `kept`'s array while the set is the same and no task's
 * labels changed, wherever it moved (no scan of every task on a live rename or a move), and
 * while the result is equal.
 */
export function keepFilterLabels(
  kept: KeptLabels | undefined,
  tasks: ReadonlyArray<LabelledTask>,
  set: ReadonlyArray<Pick<WorkspaceLabel, 'name' | 'color'>>,
): KeptLabels {
  if (kept && kept.set === set && sameRowsInAnyOrderBy(kept.tasks, tasks, sameLabels)) {
    return { tasks, set, labels: kept.labels };
  }
  const next = filterLabelsOf(tasks, set);
  return { tasks, set, labels: kept && same(next, kept.labels) ? kept.labels : next };
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
  const kept = useRef<KeptLabels | undefined>(undefined);
  return useMemo(() => {
    kept.current = keepFilterLabels(kept.current, tasks, set);
    return kept.current.labels;
  }, [tasks, set]);
}
