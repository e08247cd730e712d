import type { Board } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import type { AnyRouter } from '@tanstack/react-router';

/** The board the router shows now, if it shows one. */
function openBoardId(router: AnyRouter): string | undefined {
  for (const match of router.state.matches) {
    const { boardId } = match.params as { boardId?: unknown };
    if (typeof boardId === 'string') return boardId;
  }
  return undefined;
}

/**
 * Someone archived the board this page shows: say so and go to the workspace's boards, rather
 * than leave a board open whose every edit would now be refused.
 */
export function followBoardArchive(
  router: AnyRouter,
  slug: string,
  board: Board,
  wasArchived: boolean,
): void {
  if (!board.archived_at || wasArchived || openBoardId(router) !== board.id) return;
  toast.info(`${board.name} was archived`, {
    id: `board-archived-${board.id}`,
    description:
      "Its tasks are kept. An admin can restore it from the workspace's archived boards.",
  });
  void router.navigate({ to: '/w/$slug', params: { slug }, replace: true });
}
