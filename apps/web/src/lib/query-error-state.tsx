import { toTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { EmptyState } from '@tandem/ui/feedback';
import { CircleAlert, RotateCw } from 'lucide-react';

/** Props of {@link QueryErrorState}. */
export interface QueryErrorStateProps {
  /** What the failed read threw. */
  error: unknown;
  /** Tries the read again. */
  onRetry: () => void;
}

/**
 * Where a list would be when its read failed: the catalogue's message (with the reference id
 * of an unexpected failure) and "Try again".
 */
export function QueryErrorState({ error, onRetry }: QueryErrorStateProps) {
  const tandemError = toTandemError(error);
  return (
    <EmptyState
      role="alert"
      icon={<CircleAlert />}
      title="This couldn’t be loaded"
      description={
        tandemError.referenceId
          ? `${tandemError.message} Reference: ${tandemError.referenceId}.`
          : tandemError.message
      }
      action={
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      }
      headingLevel={2}
    />
  );
}
