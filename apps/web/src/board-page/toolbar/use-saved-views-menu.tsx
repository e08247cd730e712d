import type { BoardPerson } from '@tandem/ui/board';
import { type ReactNode, useMemo } from 'react';
import { ViewsControl } from '../../saved-views/views-control';
import { useWorkspaceAccess } from '../../workspace-shell/use-workspace-access';
import { type BoardSearch, searchOfView } from '../board-search';

/** What {@link useSavedViewsMenu} needs of the board page. */
export interface SavedViewsMenuOptions {
  boardId: string;
  selfId: string | undefined;
  search: BoardSearch;
  onSearchChange: (change: Partial<BoardSearch>) => void;
  people: ReadonlyMap<string, BoardPerson>;
}

/**
 * The board's Views menu, wired to its URL: applying a view sets the view's params and names
 * it (`?saved=`); saving one names it without touching the params. Memoised on what it shows,
 * so a live update of the board's tasks leaves the toolbar alone.
 */
export function useSavedViewsMenu({
  boardId,
  selfId,
  search,
  onSearchChange,
  people,
}: SavedViewsMenuOptions): ReactNode {
  const { can } = useWorkspaceAccess();
  const canShare = can('content.contribute');
  const canManageShared = can('boards.manage');
  return useMemo(
    () => (
      <ViewsControl
        boardId={boardId}
        selfId={selfId}
        search={search}
        activeId={search.saved}
        onApply={(view) => onSearchChange(searchOfView(view))}
        onActivate={(saved) => onSearchChange({ saved })}
        canShare={canShare}
        canManageShared={canManageShared}
        ownerName={(userId) => people.get(userId)?.name}
      />
    ),
    [boardId, selfId, search, onSearchChange, people, canShare, canManageShared],
  );
}
