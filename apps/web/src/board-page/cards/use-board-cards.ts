import type { BoardTaskRow, BoardViewer } from '@tandem/api-client';
import { type BoardPerson, DEFAULT_BOARD_STATUSES } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { AVATAR_THUMBNAIL } from '../../lib/avatar-sizes';
import { useTandem } from '../../lib/use-tandem';
import { useTandemQueries } from '../../lib/use-tandem-queries';
import { useUnsentTaskIds } from '../../unsent/use-unsent-task-ids';
import type { BoardSearch } from '../board-search';
import { filterTasks } from '../toolbar/filter-tasks';
import { type CardCache, editorsByTask, type KeptCards, keepBoardTasks } from './to-board-tasks';

/** What {@link useBoardCards} builds the cards from. */
export interface BoardCardsSource {
  boardId: string;
  tasks: ReadonlyArray<BoardTaskRow>;
  search: BoardSearch;
  people: ReadonlyMap<string, BoardPerson>;
  /** Who is on the board now (its presence). */
  viewers: ReadonlyArray<BoardViewer>;
  /** The signed-in user, whose own edits need no mark. */
  selfId: string | undefined;
}

/**
 * The board's cards as the URL's search and filters show them (a text query is answered by
 * the server), each with its assignee, current editors and "Not saved" mark; the statuses and columns shown; and
 * how many cards those columns hold.
 */
export function useBoardCards({
  boardId,
  tasks,
  search,
  people,
  viewers,
  selfId,
}: BoardCardsSource) {
  const tandem = useTandem();
  const queries = useTandemQueries();
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
      editorsByTask(viewers, people, selfId, (path) =>
        tandem.profiles.avatarUrl(path, AVATAR_THUMBNAIL),
      ),
    [viewers, people, selfId, tandem],
  );
  const unsent = useUnsentTaskIds();
  const cardCache = useRef<CardCache>(new WeakMap());
  const keptCards = useRef<KeptCards | undefined>(undefined);
  const cards = useMemo(() => {
    keptCards.current = keepBoardTasks(
      keptCards.current,
      visible,
      people,
      editors,
      unsent,
      cardCache.current,
    );
    return keptCards.current.cards;
  }, [visible, people, editors, unsent]);

  const statuses = useMemo(() => {
    // Columns chosen by id are shown whatever their status, canceled ones too.
    if (search.state?.length) return [...DEFAULT_BOARD_STATUSES, 'canceled' as const];
    const chosen = search.status?.length
      ? DEFAULT_BOARD_STATUSES.filter((status) => search.status?.includes(status))
      : [...DEFAULT_BOARD_STATUSES];
    if (search.canceled || search.status?.includes('canceled')) chosen.push('canceled');
    return chosen;
  }, [search.state, search.status, search.canceled]);

  const shownCount = useMemo(
    () => cards.filter((task) => statuses.includes(task.status)).length,
    [cards, statuses],
  );
  // What the board's columns are filtered by (see `shownColumns`).
  const shown = useMemo(() => ({ statuses, chosen: search.state }), [statuses, search.state]);
  return { cards, statuses, shown, shownCount };
}
