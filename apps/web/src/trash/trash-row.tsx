import type { TrashedTask } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { ArchiveRestore } from 'lucide-react';
import { daysLeft } from './days-left';
import { deletedBy } from './deleted-by';

/** Props of {@link TrashRow}. */
export interface TrashRowProps {
  entry: TrashedTask;
  /** Whether this row's restore is running. */
  restoring: boolean;
  onRestore: (entry: TrashedTask) => void;
  /** Now, for the days left (one clock for the whole list). */
  now: number;
}

/**
 * One deleted task of the Trash: its number and title, its board, who deleted it and when, the
 * days it has left, and Restore. A task whose board was archived since cannot go back until
 * the board does, and says so instead of offering a button that would fail.
 */
export function TrashRow({ entry, restoring, onRestore, now }: TrashRowProps) {
  const name = `#${entry.number} ${entry.title}`;
  const held = [
    entry.comment_count > 0 &&
      `${entry.comment_count} comment${entry.comment_count === 1 ? '' : 's'}`,
    entry.attachment_count > 0 &&
      `${entry.attachment_count} attachment${entry.attachment_count === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2.5">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-medium text-fg text-sm">{name}</span>
        <span className="text-muted text-xs">
          {entry.board_name}
          {held.length > 0 ? ` · ${held.join(', ')}` : ''}
        </span>
        <span className="text-muted text-xs">
          {deletedBy(entry)} · {daysLeft(entry.restorable_until, now)}
        </span>
      </div>
      {entry.board_archived ? (
        <span className="text-muted text-xs">
          Its board is archived: restore {entry.board_name} first.
        </span>
      ) : (
        <Button
          size="sm"
          aria-label={`Restore ${name}`}
          loading={restoring}
          onClick={() => onRestore(entry)}
        >
          <ArchiveRestore aria-hidden="true" />
          Restore
        </Button>
      )}
    </li>
  );
}
