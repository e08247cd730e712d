import { toTandemError } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';

/**
 * Toasts why a write the user made on the board was refused, unless the QueryClient's cache
 * already did (errors whose place is a toast or the offline banner).
 */
export function notifyRefusal(error: unknown, what: string): void {
  const tandemError = toTandemError(error);
  if (tandemError.display === 'toast' || tandemError.display === 'banner') return;
  const reason =
    tandemError.code === 'data/conflict'
      ? 'Someone changed it meanwhile; the board shows their version.'
      : tandemError.code === 'data/not-found'
        ? 'It no longer exists.'
        : tandemError.message;
  toast.error(`${what} was undone`, { id: `refused-${what}`, description: reason });
}
