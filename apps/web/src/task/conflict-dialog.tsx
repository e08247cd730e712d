import type { Task } from '@tandem/schemas';
import { PRIORITY_LABELS, STATUS_LABELS } from '@tandem/ui/board';
import { TaskConflictDialog } from '@tandem/ui/task';
import { TASK_FIELDS, valueIn } from '../lib/task-fields';
import type { TaskChanges, TaskConflict } from './use-task-saver';

/** Props of {@link ConflictDialog}. */
export interface ConflictDialogProps {
  conflict: TaskConflict | null;
  /** A person's name by user id, for the assignee. */
  nameOf: (userId: string) => string;
  onReloadTheirs: () => void;
  onOverwrite: () => void;
}

function show(field: string, value: unknown, nameOf: (userId: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return STATUS_LABELS[value as Task['status']];
  if (field === 'priority') return PRIORITY_LABELS[value as Task['priority']];
  if (field === 'assigneeId') return nameOf(String(value));
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

/**
 * The `data/conflict` dialog (the error catalogue of `@tandem/schemas`) for a refused edit: each field the user changed,
 * their value and the one saved meanwhile (`error.current`), with reload or overwrite.
 */
export function ConflictDialog({
  conflict,
  nameOf,
  onReloadTheirs,
  onOverwrite,
}: ConflictDialogProps) {
  const rows = conflict
    ? (Object.keys(conflict.mine) as (keyof TaskChanges)[]).map((field) => ({
        field: TASK_FIELDS[field].name,
        yours: show(field, conflict.mine[field], nameOf),
        theirs: show(field, valueIn(conflict.theirs, field), nameOf),
      }))
    : [];
  return (
    <TaskConflictDialog
      open={conflict !== null}
      rows={rows}
      onReloadTheirs={onReloadTheirs}
      onOverwrite={onOverwrite}
    />
  );
}
