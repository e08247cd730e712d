import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offerUndoOnceSaved, pushUndo, undoLatest } from './undo-stack';

/**
 * Taking back the entry the "Undo" toast offers dismisses that toast, through sonner once its
 * code has loaded (the first toast fetches it); sonner waits for an animation frame to do so,
 * which Node lacks.
 */
beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) =>
    clearTimeout(handle),
  );
});

/** A save whose outcome the test decides. */
function pendingSave<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const saving = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { saving, resolve, reject };
}

/** Lets the stack's promise handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let board = 0;
/** Each test on a board of its own: the history is the module's. */
const nextBoard = () => `board-${++board}`;

/**
 * A board of its own with its undo history: `done` records a saved action, `saving` one being
 * saved; `undone` lists what was taken back, in order.
 */
function boardHistory() {
  const boardId = nextBoard();
  const undone: string[] = [];
  const undoing = (label: string) => () => void undone.push(label);
  return {
    boardId,
    undone,
    done: (label: string) => pushUndo({ boardId, run: undoing(label) }),
    saving: (label: string) => {
      const save = pendingSave<string>();
      offerUndoOnceSaved(boardId, save.saving, () => ({ message: label, run: undoing(label) }));
      return save;
    },
  };
}

/** Takes back everything left on `boardId`, so no test sees another's entries. */
afterEach(() => {
  for (let id = 1; id <= board; id += 1) while (undoLatest(`board-${id}`));
});

describe('offerUndoOnceSaved', () => {
  it('takes back the action being saved, once saved, when Ctrl+Z comes before the save lands', async () => {
    const { boardId, undone, done } = boardHistory();
    done('earlier move');
    const save = pendingSave<{ version: number }>();
    offerUndoOnceSaved(boardId, save.saving, (saved) => ({
      message: 'Moved #2 to Done',
      run: () => void undone.push(`move at version ${saved.version}`),
    }));

    expect(undoLatest(boardId)).toBe(true);
    await settle();
    expect(undone).toEqual([]);

    save.resolve({ version: 7 });
    await settle();
    expect(undone).toEqual(['move at version 7']);

    // The next Ctrl+Z reaches the action before it.
    expect(undoLatest(boardId)).toBe(true);
    expect(undone).toEqual(['move at version 7', 'earlier move']);
    expect(undoLatest(boardId)).toBe(false);
  });

  it('offers the saved action for a later Ctrl+Z when none came during the save', async () => {
    const { boardId, undone, saving } = boardHistory();
    saving('title edit').resolve('saved');
    await settle();
    expect(undone).toEqual([]);

    expect(undoLatest(boardId)).toBe(true);
    expect(undone).toEqual(['title edit']);
  });

  it('gives up the place of a refused save: the Ctrl+Z asked for it takes nothing else back', async () => {
    const { boardId, undone, done, saving } = boardHistory();
    done('earlier move');
    const save = saving('refused move');

    expect(undoLatest(boardId)).toBe(true);
    save.reject(new Error('forbidden'));
    await settle();
    expect(undone).toEqual([]);

    expect(undoLatest(boardId)).toBe(true);
    expect(undone).toEqual(['earlier move']);
  });

  it('takes two actions back, newest first, for two presses during the newer one’s save', async () => {
    const { boardId, undone, done, saving } = boardHistory();
    done('first');
    const save = saving('second');

    expect(undoLatest(boardId)).toBe(true);
    expect(undoLatest(boardId)).toBe(true);
    expect(undone).toEqual([]);
    save.resolve('saved');
    await settle();
    expect(undone).toEqual(['second', 'first']);
    expect(undoLatest(boardId)).toBe(false);
  });

  it('keeps no place for a save with nothing to take back', async () => {
    const { boardId, undone, done } = boardHistory();
    done('earlier edit');
    offerUndoOnceSaved(boardId, Promise.resolve('no change'), () => null);
    await settle();

    expect(undoLatest(boardId)).toBe(true);
    expect(undone).toEqual(['earlier edit']);
  });
});
