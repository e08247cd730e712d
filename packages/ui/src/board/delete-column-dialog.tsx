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
  /** The columns that can take them, in board order; the first is chosen to start with. */
  destinations: ReadonlyArray<ColumnDestination>;
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
  onConfirm,
}: DeleteColumnDialogProps) {
  const [destination, setDestination] = React.useState(destinations[0]?.id ?? '');
  React.useEffect(() => {
    if (open) setDestination(destinations[0]?.id ?? '');
  }, [open, destinations]);
  const tasks = `${count.toLocaleString()} ${count === 1 ? 'task' : 'tasks'}`;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        title={`Delete ${name}?`}
        description={`${name} holds ${tasks}. Choose the column they move to; they keep their order.`}
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
