import { isBoardStreaming } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';
import type { BoardTask } from '@tandem/ui/board';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { BoardPresenceProvider, useBoardPresenceChannel } from '../live/board-presence';
import { useBoardLive } from '../live/use-board-live';
import { useMemberDirectory } from '../workspace-shell/use-member-directory';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { useWorkspaceLabels } from '../workspace-shell/use-workspace-labels';
import { BoardPageHeader } from './board-page-header';
import { type BoardSearch, isFiltered, NO_FILTERS } from './board-search';
import { useBoardBulk } from './bulk/use-board-bulk';
import { useBoardCards } from './cards/use-board-cards';
import { useColumnControls } from './columns/column-controls';
import { useQuickCreate } from './create/use-quick-create';
import { TaskPanel } from './details/task-panel';
import { useOpenTask } from './details/use-open-task';
import { useMoveAnnouncer } from './move-announcer';
import { useCardMoveMenu } from './moves/use-card-move-menu';
import { useMoveTask } from './moves/use-move-task';
import { useWorkflowColumns } from './moves/use-move-to-state';
import { NoMatchingTasks } from './no-matching-tasks';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { useBoardLabels } from './toolbar/use-board-labels';
import { useBoardShortcuts } from './use-board-shortcuts';
import { CurrentView } from './views/current-view';
import { useReschedule } from './views/use-reschedule';

const NO_TASKS: Task[] = [];
/** The list view keeps a selection of its own, in its order: the board's then selects nothing. */
const NO_CARDS: BoardTask[] = [];

/** Props of {@link BoardPage}. */
export interface BoardPageProps {
  boardId: string;
  boardName: string;
  search: BoardSearch;
  /** Merges a change into the URL's search params (replacing the history entry). */
  onSearchChange: (change: Partial<BoardSearch>) => void;
}

/**
 * The board: its workflow states' columns with live cards, presence, search and filters from the URL,
 * drag and drop (mouse and keyboard), the task panel, quick create and shortcuts.
 */
export function BoardPage({ boardId, boardName, search, onSearchChange }: BoardPageProps) {
  const queries = useTandemQueries();
  const { workspace, can } = useWorkspaceAccess();
  const canEdit = can('content.contribute');
  const canShape = can('boards.manage');
  const queryClient = useQueryClient();
  const tasksQuery = useQuery(queries.tasks.board(boardId));
  const tasks = tasksQuery.data ?? NO_TASKS;
  const { people } = useMemberDirectory(workspace.id);
  const user = useQuery(queries.user());
  const presence = useBoardPresenceChannel(boardId, workspace.id, canEdit);
  const searchRef = useRef<HTMLInputElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const { openTask, closeTask, openByNumber, onOpenTask, onTaskDeleted } = useOpenTask(
    tasks,
    search,
    onSearchChange,
  );
  // Others' changes reach the cached tasks while the board is open; a deleted open task closes.
  useBoardLive(boardId, onTaskDeleted);
  const { cards, statuses, shown, shownCount } = useBoardCards({
    boardId,
    tasks,
    search,
    people,
    viewers: presence.viewers,
    selfId: user.data?.id,
  });
  const labels = useBoardLabels(tasks, useWorkspaceLabels(workspace.id));

  const { announce, region } = useMoveAnnouncer();
  const mover = useMoveTask(tasks, announce, boardId);
  const { states, columns, moveToState } = useWorkflowColumns(boardId, shown, tasks, announce);
  const cardActions = useCardMoveMenu(tasks, mover.move, states, moveToState);
  const reschedule = useReschedule(tasks, announce);
  const boardCards = search.view === 'list' ? NO_CARDS : cards;
  const bulk = useBoardBulk({ boardId, cards: boardCards, columns, tasks, announce });
  const shaping = useColumnControls(boardId, states, columns, tasks);
  const create = useQuickCreate({
    boardId,
    canEdit,
    statuses,
    states,
    search,
    onSearchChange,
    people,
    onOpenTask: openByNumber,
  });

  const editing = { move: mover.move, moveToState, cardActions, onCreateTask: create.onCreateTask };

  useBoardShortcuts({
    onCreate: create.createFirst,
    onSearch: () => searchRef.current?.focus(),
    onHelp: () => setHelpOpen(true),
    onUndo: canEdit ? mover.undo : undefined,
  });

  const loading = tasksQuery.isPending || !columns;
  // The first page paints the top cards; the count and "no tasks match" wait for the last.
  const complete = !loading && !isBoardStreaming(queryClient, boardId);
  const nothingMatches = complete && isFiltered(search) && shownCount === 0;

  return (
    <BoardPresenceProvider value={presence}>
      <div className="flex min-h-0 flex-1 flex-col gap-3">
        <BoardPageHeader
          boardId={boardId}
          boardName={boardName}
          count={complete ? shownCount : undefined}
          viewers={presence.viewers}
          selfId={user.data?.id}
          people={people}
          labels={labels}
          search={search}
          onSearchChange={onSearchChange}
          searchRef={searchRef}
          onCreate={create.createFirst}
        />
        {nothingMatches ? (
          <NoMatchingTasks onClearFilters={() => onSearchChange(NO_FILTERS)} />
        ) : (
          <div className="min-h-0 flex-1">
            <CurrentView
              {...{ boardId, boardName, cards, statuses, columns, loading, tasks, people, search }}
              announce={announce}
              onSearchChange={onSearchChange}
              onOpenTask={onOpenTask}
              selection={bulk.boardProps}
              onReschedule={canEdit ? reschedule : undefined}
              editing={canEdit ? editing : undefined}
              shaping={canShape && states ? shaping : undefined}
            />
          </div>
        )}
      </div>
      {bulk.bar}
      <TaskPanel taskNumber={search.task} title={openTask?.title} onClose={closeTask} />
      {create.dialog}
      {canShape ? shaping.dialogs : null}
      <ShortcutHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {region}
    </BoardPresenceProvider>
  );
}
