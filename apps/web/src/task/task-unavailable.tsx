import { isTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { EmptyState } from '@tandem/ui/feedback';
import { FileQuestion } from 'lucide-react';

/** Props of {@link TaskUnavailable}. */
export interface TaskUnavailableProps {
  /** The number the link or URL asked for. */
  taskNumber: number;
  /** Why loading it failed. */
  error: unknown;
  /** In the board's panel: close it (the panel has no other way out here). */
  onClose?: () => void;
}

/**
 * What a link to a task shows when the task can't be shown: missing and hidden read the same
 * ("doesn't exist, or you don't have access"), since the server never says which; any other
 * failure asks to try again.
 */
export function TaskUnavailable({ taskNumber, error, onClose }: TaskUnavailableProps) {
  const missing = isTandemError(error, 'data/not-found');
  return (
    <EmptyState
      icon={<FileQuestion />}
      title={missing ? `Task #${taskNumber} doesn't exist` : "The task couldn't be loaded"}
      description={
        missing
          ? "It may have been deleted, or you don't have access to it."
          : 'Check your connection and try again.'
      }
      action={onClose ? <Button onClick={onClose}>Close</Button> : undefined}
      headingLevel={2}
      className="h-full"
    />
  );
}
