import type { ImportState } from './board-format.js';
import { CATEGORY_COLORS, guessCategory } from './categories.js';
import { IMPORT_STATES_MAX } from './limits.js';
import type { NoteCounter } from './plan.js';
import { fitText, uniqueNames } from './text.js';
import type { TrelloBoard } from './trello-format.js';

/**
 * The columns of a Trello board: its open lists in order, at most {@link IMPORT_STATES_MAX}
 * (the cards of any further list join the last column), and for each open list the index of
 * its column and its place in the board's order.
 */
export function trelloStates(trello: TrelloBoard, notes: NoteCounter) {
  const open = trello.lists.filter((list) => !list.closed).sort((a, b) => a.pos - b.pos);
  notes.add('archived-lists', true, trello.lists.length - open.length);
  notes.add('extra-lists', true, open.length - IMPORT_STATES_MAX);
  const kept = open.slice(0, IMPORT_STATES_MAX);
  const names = uniqueNames(
    kept.map((list) => fitText(list.name, 40).text ?? 'Untitled list'),
    40,
  );
  const states: ImportState[] = names.map((name) => {
    const category = guessCategory(name);
    return { name, category, color: CATEGORY_COLORS[category] };
  });
  if (states.length === 0)
    states.push({ name: 'To do', category: 'unstarted', color: CATEGORY_COLORS.unstarted });
  const stateOf = new Map(
    open.map((list, order) => [list.id, { index: Math.min(order, states.length - 1), order }]),
  );
  return { states, stateOf };
}
