import { isBoardStreaming } from '@tandem/api-client';
import type { Task, TaskStatus } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Board, BoardHeader, DEFAULT_BOARD_STATUSES } from '@tandem/ui/board';
import { EmptyState, toast } from '@tandem/ui/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AVATAR_THUMBNAIL } from '../lib/avatar-sizes';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { BoardPresenceProvider, useBoardPresenceChannel } from '../live/board-presence';
import { useBoardLive } from '../live/use-board-live';
import { useMemberDirectory } from '../workspace/use-member-directory';
import { useWorkspaceAccess } from '../workspace/use-workspace-access';
import { type BoardSearch, isFiltered, NO_FILTERS } from './board-search';
import { BoardToolbar } from './board-toolbar';
import { filterTasks } from './filter-tasks';
import { LazyNewTaskDialog } from './lazy-new-task-dialog';
import { useMoveAnnouncer } from './move-announcer';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { TaskPanel } from './task-panel';
import { type CardCache, editorsByTask, toBoardTasks } from './to-board-tasks';
import { useBoardLabels } from './use-board-labels';
import { useBoardShortcuts } from './use-board-shortcuts';
import { useCardMoveMenu } from './use-card-move-menu';
import { useMoveTask } from './use-move-task';

const NO_TASKS: Task[] = [];

/** Props of {@link BoardPage}. */
export interface BoardPageProps {
  boardId: string;
  boardName: string;
  search: BoardSearch;
  /** Merges a change into the URL's search params (replacing the history entry). */
  onSearchChange: (change: Partial<BoardSearch>) => void;
}

/**
 * The board: columns by status with live cards, presence, search and filters from the URL,
 * drag and drop (mouse and keyboard), the task panel, quick create and shortcuts.
 */
export function BoardPage({ boardId, boardName, search, onSearchChange }: BoardPageProps) {
  const tandem = useTandem();
  const queries = useTandemQueries();
  const { workspace, can } = useWorkspaceAccess();
  const canEdit = can('content.contribute');
  const queryClient = useQueryClient();
  const tasksQuery = useQuery(queries.tasks.board(boardId));
  const tasks = tasksQuery.data ?? NO_TASKS;
  const { people } = useMemberDirectory(workspace.id);
  const user = useQuery(queries.user());
  const presence = useBoardPresenceChannel(boardId);
  const searchRef = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState<TaskStatus | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  // Read when a card is opened, not rebuilt into a map on every live update.
  const latestTasks = useRef(tasks);
  latestTasks.current = tasks;
  const openTask = search.task ? tasks.find((task) => task.number === search.task) : undefined;
  const openTaskId = useRef<string | undefined>(undefined);
  openTaskId.current = openTask?.id;

  const closeTask = useCallback(() => onSearchChange({ task: undefined }), [onSearchChange]);
  useBoardLive(boardId, (taskId) => {
    if (taskId !== openTaskId.current) return;
    closeTask();
    toast.warning('This task was deleted by someone else.', { id: `deleted-${taskId}` });
  });

  const textQuery = search.q?.trim() || undefined;
  const matches = useQuery({
    ...queries.tasks.search(boardId, { query: textQuery }),
    enabled: Boolean(textQuery),
    placeholderData: (previous) => previous,
  });
  const matchIds = useMemo(
    () => (textQuery && matches.data ? new Set(matches.data.map((task) => task.id)) : null),
    [textQuery, matches.data],
  );

  const visible = useMemo(() => filterTasks(tasks, search, matchIds), [tasks, search, matchIds]);
  const editors = useMemo(
    () =>
      editorsByTask(presence.viewers, people, user.data?.id, (path) =>
        tandem.profiles.avatarUrl(path, AVATAR_THUMBNAIL),
      ),
    [presence.viewers, people, user.data?.id, tandem],
  );
  const cardCache = useRef<CardCache>(new WeakMap());
  const cards = useMemo(
    () => toBoardTasks(visible, people, editors, cardCache.current),
    [visible, people, editors],
  );

  const statuses = useMemo(() => {
    const chosen = search.status?.length
      ? DEFAULT_BOARD_STATUSES.filter((status) => search.status?.includes(status))
      : [...DEFAULT_BOARD_STATUSES];
    if (search.canceled || search.status?.includes('canceled')) chosen.push('canceled');
    return chosen;
  }, [search.status, search.canceled]);

  const labels = useBoardLabels(tasks);
  const others = useMemo(
    () =>
      presence.viewers
        .filter((viewer) => viewer.userId !== user.data?.id)
        .map((viewer) => ({
          id: viewer.userId,
          name: people.get(viewer.userId)?.name ?? viewer.displayName,
          avatarUrl: tandem.profiles.avatarUrl(viewer.avatarPath, AVATAR_THUMBNAIL),
        })),
    [presence.viewers, user.data?.id, people, tandem],
  );

  const { announce, region } = useMoveAnnouncer();
  const mover = useMoveTask(tasks, announce, boardId);
  const cardActions = useCardMoveMenu(tasks, mover.move);
  const openByNumber = useCallback(
    (number: number) => onSearchChange({ task: number }),
    [onSearchChange],
  );
  const onOpenTask = useCallback(
    (taskId: string) => {
      const task = latestTasks.current.find((candidate) => candidate.id === taskId);
      if (task) openByNumber(task.number);
    },
    [openByNumber],
  );

  useBoardShortcuts({
    onCreate: canEdit ? () => setCreating(statuses[0] ?? 'backlog') : undefined,
    onSearch: () => searchRef.current?.focus(),
    onHelp: () => setHelpOpen(true),
    onUndo: canEdit ? mover.undo : undefined,
  });

  const shownCount = useMemo(
    () => cards.filter((task) => statuses.includes(task.status)).length,
    [cards, statuses],
  );
  useEffect(() => {
    if (!search.new) return;
    onSearchChange({ new: undefined });
    if (canEdit) setCreating(statuses[0] ?? 'backlog');
  }, [search.new, canEdit, statuses, onSearchChange]);

  const loading = tasksQuery.isPending;
  // A first load paints each column's top cards from its first page; the count and "no tasks
  // match" wait for the last page (the query's end of fetching re-renders the page).
  const complete = !loading && !isBoardStreaming(queryClient, boardId);
  const nothingMatches = complete && isFiltered(search) && shownCount === 0;

  return (
    <BoardPresenceProvider value={presence}>
      <div className="flex min-h-0 flex-1 flex-col gap-3">
        <BoardHeader
          title={boardName}
          count={complete ? shownCount : undefined}
          viewers={others}
          actions={
            canEdit ? (
              <Button
                size="sm"
                variant="primary"
                aria-keyshortcuts="c"
                onClick={() => setCreating(statuses[0] ?? 'backlog')}
              >
                <Plus aria-hidden="true" /> New task
              </Button>
            ) : null
          }
          toolbar={
            <BoardToolbar
              search={search}
              onSearchChange={onSearchChange}
              people={people}
              labels={labels}
              searchRef={searchRef}
            />
          }
        />
        {nothingMatches ? (
          <EmptyState
            icon={<SearchX />}
            title="No tasks match"
            description="Try other words, or clear the filters to see the whole board."
            headingLevel={2}
            className="flex-1"
            action={
              <Button size="sm" onClick={() => onSearchChange(NO_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <div className="min-h-0 flex-1">
            <Board
              aria-label={`${boardName} board`}
              tasks={cards}
              statuses={statuses}
              loading={loading}
              readOnly={!canEdit}
              onMove={canEdit ? mover.move : undefined}
              cardActions={canEdit ? cardActions : undefined}
              onOpenTask={onOpenTask}
              onCreateTask={canEdit ? (status) => setCreating(status) : undefined}
            />
          </div>
        )}
      </div>
      <TaskPanel taskNumber={search.task} title={openTask?.title} onClose={closeTask} />
      {canEdit ? (
        <LazyNewTaskDialog
          open={creating !== null}
          onOpenChange={(open) => (open ? undefined : setCreating(null))}
          boardId={boardId}
          status={creating ?? 'backlog'}
          people={people}
          onOpenTask={openByNumber}
        />
      ) : null}
      <ShortcutHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {region}
    </BoardPresenceProvider>
  );
}
