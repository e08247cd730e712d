import type { BoardViewer, Subscription } from '@tandem/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { withEditingByRole } from './presence-roles';

/** Who is on the board, and how to tell them what this user edits. */
export interface BoardPresence {
  /**
   * Everyone on the board (this user included), by arrival; editing only where their role in
   * the workspace allows edits.
   */
  viewers: ReadonlyArray<BoardViewer>;
  /**
   * Shows the others which task this user has open for editing (`null`: none). A role that
   * may not edit always sends `null`.
   */
  track: (editingTaskId: string | null) => void;
}

const NO_VIEWERS: ReadonlyArray<BoardViewer> = [];

const NO_PRESENCE: BoardPresence = { viewers: NO_VIEWERS, track: () => undefined };

const BoardPresenceContext = createContext<BoardPresence>(NO_PRESENCE);

/**
 * Joins the board's presence (inside a workspace's pages). The api-client shares one channel
 * per board between this and `bindBoardToCache` (reference-counted), so it costs no second
 * connection, and StrictMode's double effect keeps the same channel.
 *
 * Each client writes its own presence entry, so whether someone is editing is their client's
 * claim: it shows only for members whose role, from the workspace's members list, lets them
 * edit, and this user's client claims it only while their own role does.
 *
 * @param workspaceId - the board's workspace, whose members list says who may edit
 * @param mayEdit - whether this user's role there may edit (the page knows it)
 */
export function useBoardPresenceChannel(
  boardId: string | undefined,
  workspaceId: string,
  mayEdit: boolean,
): BoardPresence {
  const tandem = useTandem();
  const members = useQuery(useTandemQueries().members.list(workspaceId)).data;
  const [known, setKnown] = useState<ReadonlyArray<BoardViewer>>([]);
  const [live, setLive] = useState(false);
  const subscription = useRef<Subscription | null>(null);
  useEffect(() => {
    if (!boardId) return;
    const current = tandem.realtime.subscribeBoard(boardId, {
      onPresence: setKnown,
      onStatus: (status) => setLive(status === 'live'),
    });
    subscription.current = current;
    return () => {
      subscription.current = null;
      current.track({ editingTaskId: null });
      void current.unsubscribe();
    };
  }, [tandem, boardId]);
  // A new `track` when the role changes: `useTrackEditing` then clears the claim with the old
  // one and makes it again with this one, which a demoted user's client sends as `null`.
  const track = useCallback(
    (editingTaskId: string | null) => {
      subscription.current?.track({ editingTaskId: mayEdit ? editingTaskId : null });
    },
    [mayEdit],
  );
  // Off the channel, who is here and editing is unknown: show nobody rather than what was
  // true when the connection dropped. Live again, the latest presence (resent on a rejoin)
  // shows.
  const viewers = useMemo(
    () => (live ? withEditingByRole(known, members) : NO_VIEWERS),
    [live, known, members],
  );
  return useMemo(() => ({ viewers, track }), [viewers, track]);
}

/** Provides a board's presence to the panels and cards below. */
export const BoardPresenceProvider = BoardPresenceContext.Provider;

/** The presence of the board around this component (nobody outside a board). */
export function useBoardPresence(): BoardPresence {
  return useContext(BoardPresenceContext);
}

/**
 * Marks `taskId` as being edited by this user until it becomes `undefined` or the component
 * unmounts, so the others see "… is editing" on its card for that long.
 */
export function useTrackEditing(taskId: string | undefined): void {
  const { track } = useBoardPresence();
  useEffect(() => {
    if (!taskId) return;
    track(taskId);
    return () => track(null);
  }, [taskId, track]);
}
