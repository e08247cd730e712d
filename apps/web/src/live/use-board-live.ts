import { bindBoardToCache } from '@tandem/api-client/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTandem } from '../lib/use-tandem';

/**
 * Keeps the board's cached tasks live while mounted: others' creates, edits, moves and deletes
 * are written into the cache, and a rejoin after a gap refetches. `onTaskDeleted` is read at
 * call time, so a new callback does not rebind the channel.
 */
export function useBoardLive(
  boardId: string | undefined,
  onTaskDeleted?: (taskId: string) => void,
): void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const deleted = useRef(onTaskDeleted);
  deleted.current = onTaskDeleted;
  useEffect(() => {
    if (!boardId) return;
    return bindBoardToCache(queryClient, tandem, boardId, {
      onTaskDeleted: (taskId) => deleted.current?.(taskId),
    });
  }, [queryClient, tandem, boardId]);
}
