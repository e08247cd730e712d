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

let nextId = 1;
const entries: { id: number; entry: UndoEntry }[] = [];
/** The entry the "Undo" toast on screen offers, if any. */
let offeredId: number | undefined;
const announcers = new Map<string, (message: string) => void>();

/** Records an undoable action; returns its id for {@link undoEntry}. */
export function pushUndo(entry: UndoEntry): number {
  const id = nextId++;
  entries.push({ id, entry });
  if (entries.length > MAX_ENTRIES) entries.shift();
  return id;
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
  void taken.entry.run();
}

/** Takes back the entry `id` (the toast's "Undo"), unless it was already taken back. */
export function undoEntry(id: number): void {
  const index = entries.findIndex((candidate) => candidate.id === id);
  if (index >= 0) take(index);
}

/** Takes back the latest entry of `boardId` (Ctrl/Cmd+Z); false when there is none. */
export function undoLatest(boardId: string): boolean {
  const index = entries.findLastIndex((candidate) => candidate.entry.boardId === boardId);
  if (index < 0) return false;
  take(index);
  return true;
}

/**
 * Records an undoable action and offers it in a toast: `message` with an "Undo" button. One
 * such toast at a time: a newer action replaces the offer on screen (Ctrl/Cmd+Z still reaches
 * the older ones).
 */
export function offerUndo(message: string, entry: UndoEntry): number {
  const id = pushUndo(entry);
  offeredId = id;
  toast(message, {
    id: offerToastId(),
    duration: OFFER_MS,
    action: { label: 'Undo', onClick: () => undoEntry(id) },
    onDismiss: (shown) => retireOfferToast(shown.id),
    onAutoClose: (shown) => retireOfferToast(shown.id),
  });
  return id;
}

/** Says `message` in the live region of `boardId`, when that board is on screen. */
export function announceOn(boardId: string, message: string): void {
  announcers.get(boardId)?.(message);
}

/** Forgets the entries of `boardId`. */
function forgetBoard(boardId: string): void {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (entries[index]?.entry.boardId === boardId) entries.splice(index, 1);
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
