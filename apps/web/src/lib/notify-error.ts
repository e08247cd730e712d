import { toTandemError } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';

/**
 * Shows an error as a toast, with the reference id of `unknown` errors so the user can quote
 * it to support. Toasts of the same error code replace each other instead of stacking.
 */
export function notifyError(error: unknown): void {
  const tandemError = toTandemError(error);
  toast.error(tandemError.message, {
    id: tandemError.code,
    description: tandemError.referenceId ? `Reference: ${tandemError.referenceId}` : undefined,
  });
}
