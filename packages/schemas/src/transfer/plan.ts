import type { BoardImport } from './board-format.js';

/** What an import leaves out or changes, by kind; each has a sentence in {@link noteMessage}. */
export type ImportNoteKind =
  | 'archived-lists'
  | 'archived-cards'
  | 'extra-lists'
  | 'cut-titles'
  | 'cut-descriptions'
  | 'cut-comments'
  | 'extra-labels'
  | 'extra-checklist-items'
  | 'extra-members'
  | 'empty-rows'
  | 'unreadable-dates';

/** One thing an import left out or changed, and how often. */
export interface ImportNote {
  kind: ImportNoteKind;
  count: number;
}

/**
 * A person a file assigns tasks to, and to how many. The importer says which member of the
 * workspace they are (see `proposeMember`), so only a name is needed: Trello exports seldom
 * carry emails.
 */
export interface ImportPerson {
  /** Tells the person apart within the plan; `ImportPlan.assignees` names tasks' people by it. */
  key: string;
  /** Their name as the file gives it (a Trello full name, a CSV cell, an email). */
  name: string;
  /** Their username where the file has one (Trello), else `null`. */
  username: string | null;
  email: string | null;
  tasks: number;
}

/** The formats an import reads. */
export type ImportSource = 'trello' | 'tandem' | 'csv';

/** A file turned into a board to import, with what the import will leave out. */
export interface ImportPlan {
  source: ImportSource;
  board: BoardImport;
  /** Everyone the file assigns tasks to. */
  people: ImportPerson[];
  /**
   * For each task of `board.tasks`, in order, the `key` of the person the file assigns it to,
   * or `null`: what `assignPeople` reads to give each task the member chosen for its person.
   */
  assignees: (string | null)[];
  notes: ImportNote[];
}

const MESSAGES: Record<ImportNoteKind, (count: number) => string> = {
  'archived-lists': (n) => `${n} archived ${n === 1 ? 'list was' : 'lists were'} left out`,
  'archived-cards': (n) => `${n} archived ${n === 1 ? 'card was' : 'cards were'} left out`,
  'extra-lists': (n) =>
    `${n} ${n === 1 ? 'list' : 'lists'} past the 15th became part of the last column`,
  'cut-titles': (n) => `${n} ${n === 1 ? 'title was' : 'titles were'} shortened to 200 characters`,
  'cut-descriptions': (n) =>
    `${n} ${n === 1 ? 'description was' : 'descriptions were'} shortened to 10,000 characters`,
  'cut-comments': (n) => `${n} ${n === 1 ? 'comment was' : 'comments were'} shortened`,
  'extra-labels': (n) => `${n} ${n === 1 ? 'card keeps' : 'cards keep'} only their first 10 labels`,
  'extra-checklist-items': (n) =>
    `${n} ${n === 1 ? 'card keeps' : 'cards keep'} only their first 50 checklist items`,
  'extra-members': (n) =>
    `${n} ${n === 1 ? 'card has' : 'cards have'} several members; the first became the assignee`,
  'empty-rows': (n) =>
    `${n} ${n === 1 ? 'row' : 'rows'} without a title ${n === 1 ? 'was' : 'were'} left out`,
  'unreadable-dates': (n) =>
    `${n} due ${n === 1 ? 'date' : 'dates'} could not be read and ${n === 1 ? 'was' : 'were'} left out`,
};

/** The sentence a report shows for `note`. */
export function noteMessage(note: ImportNote): string {
  return MESSAGES[note.kind](note.count);
}

/** Counts notes by kind while a file is read. */
export class NoteCounter {
  readonly #counts = new Map<ImportNoteKind, number>();

  /** Counts one (or `count`) of `kind` when `when` holds. */
  add(kind: ImportNoteKind, when = true, count = 1): void {
    if (when && count > 0) this.#counts.set(kind, (this.#counts.get(kind) ?? 0) + count);
  }

  /** The notes counted so far. */
  list(): ImportNote[] {
    return [...this.#counts].map(([kind, count]) => ({ kind, count }));
  }
}

/** Everyone assigned in `board`, by email (ignoring case), and each task's person. */
export function peopleOf(board: BoardImport): Pick<ImportPlan, 'people' | 'assignees'> {
  const people = new Map<string, ImportPerson>();
  const assignees = board.tasks.map((task) => {
    const email = task.assignee_email?.trim();
    if (!email) return null;
    const key = email.toLowerCase();
    const person = people.get(key) ?? { key, name: email, username: null, email, tasks: 0 };
    person.tasks += 1;
    people.set(key, person);
    return key;
  });
  return { people: [...people.values()], assignees };
}
