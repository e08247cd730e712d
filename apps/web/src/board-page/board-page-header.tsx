import type { BoardViewer } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { BoardHeader, type BoardPerson } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type RefObject, useMemo } from 'react';
import { AVATAR_THUMBNAIL } from '../lib/avatar-sizes';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import type { BoardSearch } from './board-search';
import { BoardExportMenu } from './export/board-export-menu';
import { BoardToolbar } from './toolbar/board-toolbar';
import type { FilterLabel } from './toolbar/use-board-labels';
import { useSavedViewsMenu } from './toolbar/use-saved-views-menu';
import { ViewSwitcher } from './views/view-switcher';

/** Props of {@link BoardPageHeader}. */
export interface BoardPageHeaderProps {
  boardId: string;
  boardName: string;
  /** How many cards are shown, once the whole board has loaded. */
  count: number | undefined;
  /** Who is on the board now (its presence), the signed-in user among them. */
  viewers: ReadonlyArray<BoardViewer>;
  selfId: string | undefined;
  people: ReadonlyMap<string, BoardPerson>;
  labels: ReadonlyArray<FilterLabel>;
  search: BoardSearch;
  onSearchChange: (change: Partial<BoardSearch>) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Opens the new task dialog; without it (viewers) there is no "New task" button. */
  onCreate: (() => void) | undefined;
}

/**
 * The board's title, card count, other viewers, the view switcher, "New task", saved views, the
 * board's menu (export) and the search and filters.
 */
export function BoardPageHeader({
  boardId,
  boardName,
  count,
  viewers,
  selfId,
  people,
  labels,
  search,
  onSearchChange,
  searchRef,
  onCreate,
}: BoardPageHeaderProps) {
  const tandem = useTandem();
  const states = useQuery(useTandemQueries().states.list(boardId));
  const views = useSavedViewsMenu({ boardId, selfId, search, onSearchChange, people });
  const others = useMemo(
    () =>
      viewers
        .filter((viewer) => viewer.userId !== selfId)
        .map((viewer) => ({
          id: viewer.userId,
          name: people.get(viewer.userId)?.name ?? viewer.displayName,
          avatarUrl: tandem.profiles.avatarUrl(viewer.avatarPath, AVATAR_THUMBNAIL),
        })),
    [viewers, selfId, people, tandem],
  );
  return (
    <BoardHeader
      title={boardName}
      count={count}
      viewers={others}
      actions={
        <>
          <ViewSwitcher
            view={search.view ?? 'board'}
            onChange={(view) => onSearchChange({ view: view === 'board' ? undefined : view })}
          />
          {onCreate ? (
            <Button size="sm" variant="primary" aria-keyshortcuts="c" onClick={onCreate}>
              <Plus aria-hidden="true" /> New task
            </Button>
          ) : null}
          <BoardExportMenu boardId={boardId} boardName={boardName} />
        </>
      }
      toolbar={
        <BoardToolbar
          search={search}
          onSearchChange={onSearchChange}
          people={people}
          labels={labels}
          states={states.data}
          searchRef={searchRef}
          views={views}
        />
      }
    />
  );
}
