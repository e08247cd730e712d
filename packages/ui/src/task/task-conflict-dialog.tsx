import { Button } from '../actions/button';
import { Dialog, DialogContent, DialogFooter } from '../overlays/dialog';

/** One changed field of a {@link TaskConflictDialog}: what this user saved, what is saved now. */
export interface ConflictRow {
  /** The field's name ("Title"). */
  field: string;
  /** This user's value, as text. */
  yours: string;
  /** The value saved meanwhile, as text. */
  theirs: string;
}

/** Props of {@link TaskConflictDialog}. */
export interface TaskConflictDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** The fields this user changed. */
  rows: ReadonlyArray<ConflictRow>;
  /** Show the other version, keeping this user's text as a draft (also Escape). */
  onReloadTheirs: () => void;
  /** Save this user's values over it. */
  onOverwrite: () => void;
}

/**
 * The `data/conflict` dialog: the task changed while this user edited it. It shows, per field,
 * their value and the one saved meanwhile, and offers "Reload theirs" (the app keeps this user's
 * text as a draft beside theirs) or "Overwrite with mine".
 */
export function TaskConflictDialog({
  open,
  rows,
  onReloadTheirs,
  onOverwrite,
}: TaskConflictDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onReloadTheirs())}>
      <DialogContent
        title="Someone else changed this task"
        description="Your edit was based on an older version. Reload theirs and keep your text as a draft, or save yours over it."
        size="lg"
        hideClose
      >
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="text-muted text-xs">
              <th scope="col" className="w-28 pb-2 text-start font-medium">
                Field
              </th>
              <th scope="col" className="pb-2 text-start font-medium">
                Yours
              </th>
              <th scope="col" className="pb-2 text-start font-medium">
                Theirs
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className="border-border border-t align-top">
                <th scope="row" className="py-2 pe-3 text-start font-medium text-muted">
                  {row.field}
                </th>
                <td className="whitespace-pre-wrap break-words py-2 pe-3 [overflow-wrap:anywhere]">
                  {row.yours}
                </td>
                <td className="whitespace-pre-wrap break-words py-2 [overflow-wrap:anywhere]">
                  {row.theirs}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter>
          <Button onClick={onReloadTheirs}>Reload theirs</Button>
          <Button variant="primary" onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
