import { toast } from '@tandem/ui/feedback';
import { useEffect } from 'react';

/** Something this user did on a board that can be taken back. */
export interface UndoEntry {
  /** The board it happened on: Ctrl/Cmd+Z there takes back the latest entry of that board. */
  boardId: string;
  /** Takes it back, announcing and toasting the outcome itself (a refusal included). */
  run: () => void | Promise<void>;
}

/** How long the "Undo" toast stays: long enough to read it and reach the button. */
const OFFER_MS = 10_000;

/** Entries kept: older ones fall off, as in an editor's undo history. */
const MAX_ENTRIES = 20;

/**
 * The sonner id of the one "Undo" toast on screen: a newer offer replaces it in place. Once it
 * is dismissed the next offer takes a new id: sonner merges a toast shown again under the id of
 * one it is still removing into that one, and removes both, so an action offered just after
 * "Undo" was clicked lost its toast.
 */
let offerToast = 1;
const offerToastId = () => `undo-${offerToast}`;

/** The toast `id` has gone or is going: the next offer needs a toast of its own. */
function retireOfferToast(id: string | number): void {
  if (id === offerToastId()) offerToast += 1;
}

/**
 * A place in the history. `entry` is null while the action is still being saved: the place is
 * taken when the action is made, so Ctrl/Cmd+Z pressed during the save reaches this action
 * (`undoAsked`, taken back once saved) rather than the one before it.
 */
interface HistoryEntry {
  id: number;
  boardId: string;
  entry: UndoEntry | null;
  undoAsked: boolean;
}

let nextId = 1;
const entries: HistoryEntry[] = [];
/** The entry the "Undo" toast on screen offers, if any. */
let offeredId: number | undefined;
const announcers = new Map<string, (message: string) => void>();

/** Records an undoable action; returns its id for {@link undoEntry}. */
export function pushUndo(entry: UndoEntry): number {
  return record(entry.boardId, entry).id;
}

function record(boardId: string, entry: UndoEntry | null): HistoryEntry {
  const recorded = { id: nextId++, boardId, entry, undoAsked: false };
  entries.push(recorded);
  if (entries.length > MAX_ENTRIES) entries.shift();
  return recorded;
}

function take(index: number): void {
  const [taken] = entries.splice(index, 1);
  if (!taken) return;
  // An offer to undo what was just undone (by Ctrl/Cmd+Z) would do nothing: take it away.
  if (taken.id === offeredId) {
    offeredId = undefined;
    const id = offerToastId();
    toast.dismiss(id);
    retireOfferToast(id);
  }
  void taken.entry?.run();
}

/** Takes back the entry `id` (the toast's "Undo"), unless it was already taken back. */
export function undoEntry(id: number): void {
  const index = entries.findIndex((candidate) => candidate.id === id);
  if (index >= 0) take(index);
}

/**
 * Takes back the latest entry of `boardId` (Ctrl/Cmd+Z); false when there is none. An entry
 * still being saved is taken back once saved, and so are the ones asked for after it, newest
 * first, so that two presses put a card moved twice back where it started.
 */
export function undoLatest(boardId: string): boolean {
  const latest = entries.findLast(
    (candidate) => candidate.boardId === boardId && !candidate.undoAsked,
  );
  if (!latest) return false;
  latest.undoAsked = true;
  takeAsked(boardId);
  return true;
}

/** Takes back the asked entries of `boardId`, newest first, up to one still being saved. */
function takeAsked(boardId: string): void {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const candidate = entries[index];
    if (candidate?.boardId !== boardId || !candidate.undoAsked) continue;
    if (!candidate.entry) return;
    take(index);
  }
}

/**
 * Records an undoable action and offers it in a toast: `message` with an "Undo" button. One
 * such toast at a time: a newer action replaces the offer on screen (Ctrl/Cmd+Z still reaches
 * the older ones).
 */
export function offerUndo(message: string, entry: UndoEntry): number {
  const id = pushUndo(entry);
  showOffer(message, id);
  return id;
}

/** What an action offers to take back once saved; see {@link offerUndoOnceSaved}. */
export interface UndoOffer {
  /** The toast's text ("Moved #12 to Done"). */
  message: string;
  /** Takes it back, as {@link UndoEntry.run}. */
  run: () => void | Promise<void>;
}

/**
 * Records an action on `boardId` that is being saved and offers its undo once `saving`
 * resolves, as {@link offerUndo} does, with what `offerOf` makes of the saved result (null:
 * nothing to take back; a promise, when the undo's code loads on demand). The action's place in
 * the history is taken now: Ctrl/Cmd+Z pressed before the save lands takes this action back as
 * soon as it has landed, instead of the one before it. A refused save gives its place up;
 * saying why is the caller's part.
 */
export function offerUndoOnceSaved<T>(
  boardId: string,
  saving: Promise<T>,
  offerOf: (saved: T) => UndoOffer | null | Promise<UndoOffer | null>,
): void {
  const place = record(boardId, null);
  const giveUp = () => {
    const index = entries.indexOf(place);
    if (index >= 0) entries.splice(index, 1);
    takeAsked(boardId);
  };
  saving.then(offerOf).then((offer) => {
    if (!offer) return giveUp();
    const entry = { boardId, run: offer.run };
    if (!entries.includes(place)) {
      // The board's history ended meanwhile (or the place fell off its end): offer it anew.
      offerUndo(offer.message, entry);
    } else if (place.undoAsked) {
      place.entry = entry;
      takeAsked(boardId);
    } else {
      place.entry = entry;
      showOffer(offer.message, place.id);
    }
  }, giveUp);
}

/** Shows the one "Undo" toast, offering the entry `id`. */
function showOffer(message: string, id: number): void {
  offeredId = id;
  toast(message, {
    id: offerToastId(),
    duration: OFFER_MS,
    action: { label: 'Undo', onClick: () => undoEntry(id) },
    onDismiss: (shown) => retireOfferToast(shown.id),
    onAutoClose: (shown) => retireOfferToast(shown.id),
  });
}

/** Says `message` in the live region of `boardId`, when that board is on screen. */
export function announceOn(boardId: string, message: string): void {
  announcers.get(boardId)?.(message);
}

/** Forgets the entries of `boardId`. */
function forgetBoard(boardId: string): void {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (entries[index]?.boardId === boardId) entries.splice(index, 1);
  }
}

/**
 * Makes `announce` the live region of `boardId` for {@link announceOn} while mounted. Leaving
 * the board (for another board, or signing out) ends its undo history.
 */
export function useBoardAnnouncer(boardId: string, announce: (message: string) => void): void {
  useEffect(() => () => forgetBoard(boardId), [boardId]);
  useEffect(() => {
    announcers.set(boardId, announce);
    return () => {
      if (announcers.get(boardId) === announce) announcers.delete(boardId);
    };
  }, [boardId, announce]);
}
