import type { Board } from '@tandem/schemas';
import { CardGrid } from '@tandem/ui/workspace';
import { BoardActionsMenu } from './board-actions-menu';
import { BoardCard } from './board-card';

/** Props of {@link BoardGrid}. */
export interface BoardGridProps {
  /** The workspace's slug, for the boards' links. */
  slug: string;
  boards: readonly Board[];
  /** Offer each board's rename and archive menu. */
  manages: boolean;
  onRename: (board: Board) => void;
  onArchive: (board: Board) => void;
}

/** The workspace's boards as cards, each with its menu for those who manage boards. */
export function BoardGrid({ slug, boards, manages, onRename, onArchive }: BoardGridProps) {
  return (
    <CardGrid aria-label="Boards">
      {boards.map((board) => (
        <BoardCard
          key={board.id}
          slug={slug}
          board={board}
          actions={
            manages ? (
              <BoardActionsMenu
                board={board}
                onRename={() => onRename(board)}
                onArchive={() => onArchive(board)}
              />
            ) : null
          }
        />
      ))}
    </CardGrid>
  );
}
