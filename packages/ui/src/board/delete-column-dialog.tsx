import * as React from 'react';
import { Field } from '../forms/field';
import { Select } from '../forms/select';
import { AlertDialog, AlertDialogContent } from '../overlays/alert-dialog';

/** A column a deleted column's tasks can go to. */
export interface ColumnDestination {
  id: string;
  name: string;
}

/** Props of {@link DeleteColumnDialog}. */
export interface DeleteColumnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The column to delete. */
  name: string;
  /** How many tasks it holds (more than none: the dialog is for where they go). */
  count: number;
  /** The columns that can take them, in board order. */
  destinations: ReadonlyArray<ColumnDestination>;
  /** The one chosen to start with (the nearest of its kind). @default the first */
  initialId?: string;
  /** Deletes the column, its tasks moving to the column `destinationId`. */
  onConfirm: (destinationId: string) => void;
}

/**
 * Asks where the tasks of a column go before it is deleted: a choice of the columns that can
 * take them, then "Delete column". Focus starts on Cancel, as in every confirmation.
 */
export function DeleteColumnDialog({
  open,
  onOpenChange,
  name,
  count,
  destinations,
  initialId,
  onConfirm,
}: DeleteColumnDialogProps) {
  const start = destinations.find((column) => column.id === initialId) ?? destinations[0];
  const [destination, setDestination] = React.useState(start?.id ?? '');
  React.useEffect(() => {
    if (open) setDestination(start?.id ?? '');
  }, [open, start]);
  const tasks = `${count.toLocaleString()} ${count === 1 ? 'task' : 'tasks'}`;
  const where =
    count === 1
      ? 'Choose the column it moves to.'
      : 'Choose the column they move to; they keep their order.';
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        title={`Delete ${name}?`}
        description={`${name} holds ${tasks}. ${where}`}
        confirmLabel="Delete column"
        destructive
        onConfirm={() => onConfirm(destination)}
      >
        <Field label={`Move ${count === 1 ? 'its task' : 'its tasks'} to`}>
          <Select
            value={destination}
            onValueChange={setDestination}
            options={destinations.map((column) => ({ value: column.id, label: column.name }))}
          />
        </Field>
      </AlertDialogContent>
    </AlertDialog>
  );
}
