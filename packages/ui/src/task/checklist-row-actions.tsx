import { SquareArrowOutUpRight, Trash2 } from 'lucide-react';
import { IconButton } from '../actions/icon-button';

/** Props of {@link ChecklistRowActions}. */
export interface ChecklistRowActionsProps {
  /** The item's title, for the buttons' names. */
  title: string;
  onDelete: () => void;
  /** Offer "Convert to a task" when given. */
  onConvert?: () => void;
}

/** An editable checklist item's buttons: convert it to a task (when offered), and delete it. */
export function ChecklistRowActions({ title, onDelete, onConvert }: ChecklistRowActionsProps) {
  return (
    <>
      {onConvert ? (
        <IconButton
          label={`Convert ${title} to a task`}
          icon={<SquareArrowOutUpRight />}
          size="sm"
          className="opacity-60 group-focus-within/item:opacity-100 group-hover/item:opacity-100"
          onClick={onConvert}
        />
      ) : null}
      <IconButton
        data-role="delete"
        label={`Delete item ${title}`}
        icon={<Trash2 />}
        size="sm"
        className="opacity-60 group-focus-within/item:opacity-100 group-hover/item:opacity-100"
        onClick={onDelete}
      />
    </>
  );
}
