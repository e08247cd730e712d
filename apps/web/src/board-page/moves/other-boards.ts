import type { Board } from '@tandem/schemas';

/**
 * The boards a task of `boardId` can move to: the workspace's other boards, archived ones left
 * out (the card's "Move…" menu and the bulk bar offer the same list).
 */
export function otherOpenBoards(
  boards: ReadonlyArray<Board> | undefined,
  boardId: string | undefined,
): Board[] {
  return (boards ?? []).filter((board) => board.id !== boardId && !board.archived_at);
}
