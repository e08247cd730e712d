import type { LabelColor } from '../entities/workspace-label.js';
import {
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  CHECKLIST_ITEMS_PER_TASK_MAX,
  COMMENT_BODY_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABEL_MAX_LENGTH,
  TASK_LABELS_MAX,
  TASK_TITLE_MAX_LENGTH,
} from '../limits.js';
import type { BoardImport, ImportTask } from './board-format.js';
import { foldLabelCase } from './label-case.js';
import { type ImportPerson, type ImportPlan, NoteCounter } from './plan.js';
import { fitText } from './text.js';
import { type TrelloBoard, trelloBoardSchema } from './trello-format.js';
import { trelloStates } from './trello-lists.js';

type TrelloCard = TrelloBoard['cards'][number];

// Trello's label colours (and their _light/_dark shades) in Tandem's palette.
const COLORS: Record<string, LabelColor> = {
  green: 'green',
  yellow: 'amber',
  orange: 'orange',
  red: 'red',
  purple: 'purple',
  blue: 'blue',
  sky: 'teal',
  lime: 'green',
  pink: 'pink',
  black: 'gray',
};

function labelsOf(trello: TrelloBoard) {
  const byId = new Map<string, { name: string; color: LabelColor }>();
  for (const label of trello.labels) {
    const base = label.color?.replace(/_(light|dark)$/, '') ?? '';
    const name = fitText(label.name || base || 'Label', TASK_LABEL_MAX_LENGTH).text ?? 'Label';
    byId.set(label.id, { name, color: COLORS[base] ?? 'gray' });
  }
  return byId;
}

function checklistsOf(trello: TrelloBoard) {
  const byCard = new Map<string, { title: string; done: boolean }[]>();
  const sorted = [...trello.checklists].sort((a, b) => a.pos - b.pos);
  const several = new Set(
    sorted.map((c) => c.idCard).filter((card, i, all) => all.indexOf(card) !== i),
  );
  for (const list of sorted) {
    const items = byCard.get(list.idCard) ?? [];
    for (const item of [...list.checkItems].sort((a, b) => a.pos - b.pos)) {
      const name = several.has(list.idCard) && list.name ? `${list.name}: ${item.name}` : item.name;
      const title = fitText(name, CHECKLIST_ITEM_TITLE_MAX_LENGTH).text;
      if (title) items.push({ title, done: item.state === 'complete' });
    }
    byCard.set(list.idCard, items);
  }
  return byCard;
}

function commentsOf(trello: TrelloBoard, notes: NoteCounter) {
  const byCard = new Map<string, NonNullable<ImportTask['comments']>>();
  const comments = trello.actions
    .filter((a) => a.type === 'commentCard' && a.data.card && a.data.text?.trim())
    .sort((a, b) => a.date.localeCompare(b.date));
  const members = new Map(trello.members.map((m) => [m.id, m]));
  for (const action of comments) {
    const body = fitText(action.data.text, COMMENT_BODY_MAX_LENGTH - 120);
    notes.add('cut-comments', body.cut);
    const list = byCard.get(action.data.card?.id ?? '') ?? [];
    const creator = action.memberCreator;
    const member = members.get(creator?.id ?? '');
    list.push({
      body: body.text ?? '',
      // The name the comment shows as "originally by"; the importer is its author here.
      author_name:
        fitText(member?.fullName || creator?.fullName || member?.username || creator?.username, 200)
          .text ?? null,
      author_email: member?.email ?? null,
      created_at: action.date || null,
    });
    byCard.set(action.data.card?.id ?? '', list);
  }
  return byCard;
}

function dueDate(due: string | null, notes: NoteCounter): string | null {
  if (!due) return null;
  const date = due.slice(0, 10);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date));
  notes.add('unreadable-dates', !valid);
  return valid ? date : null;
}

/**
 * A Trello board export as a board to import: open lists become columns (their category
 * guessed from the name), open cards tasks with their description, labels (at most 10),
 * checklists (merged into one, at most 50 items), due date, comments (their author's name
 * kept as where they came from) and first member as the task's person, whom the importer
 * matches to a member (Trello exports seldom hold emails). Archived lists and cards are left
 * out and counted in the plan's notes.
 *
 * @param json - the parsed JSON of the export; throws a ZodError when it is not one.
 */
export function trelloToPlan(json: unknown): ImportPlan {
  const trello = trelloBoardSchema.parse(json);
  const notes = new NoteCounter();
  const { states, stateOf } = trelloStates(trello, notes);
  const labels = labelsOf(trello);
  const checklists = checklistsOf(trello);
  const comments = commentsOf(trello, notes);
  const members = new Map(trello.members.map((m) => [m.id, m]));
  const people = new Map<string, ImportPerson>();
  const used = new Map<string, { name: string; color: LabelColor }>();
  const tasks: ImportTask[] = [];
  const assignees: (string | null)[] = [];
  const cards = trello.cards
    .filter((card) => stateOf.has(card.idList))
    .sort(
      (a, b) =>
        (stateOf.get(a.idList)?.order ?? 0) - (stateOf.get(b.idList)?.order ?? 0) || a.pos - b.pos,
    );
  notes.add('archived-cards', true, trello.cards.length - cards.filter((c) => !c.closed).length);
  for (const card of cards.filter((c) => !c.closed)) {
    tasks.push(cardToTask(card));
  }
  function cardToTask(card: TrelloCard): ImportTask {
    const title = fitText(card.name, TASK_TITLE_MAX_LENGTH);
    const description = fitText(card.desc, TASK_DESCRIPTION_MAX_LENGTH);
    notes.add('cut-titles', title.cut);
    notes.add('cut-descriptions', description.cut);
    const cardLabels = [
      ...new Set(card.idLabels.map((id) => labels.get(id)).filter((l) => l !== undefined)),
    ];
    notes.add('extra-labels', cardLabels.length > TASK_LABELS_MAX);
    const kept = cardLabels.slice(0, TASK_LABELS_MAX);
    for (const label of kept) used.set(label.name, label);
    const items = checklists.get(card.id) ?? [];
    notes.add('extra-checklist-items', items.length > CHECKLIST_ITEMS_PER_TASK_MAX);
    notes.add('extra-members', card.idMembers.length > 1);
    const member = members.get(card.idMembers[0] ?? '');
    if (member) {
      const person = people.get(member.id) ?? {
        key: member.id,
        name: member.fullName.trim() || member.username || 'Trello member',
        username: member.username || null,
        email: member.email,
        tasks: 0,
      };
      person.tasks += 1;
      people.set(member.id, person);
    }
    assignees.push(member?.id ?? null);
    return {
      title: title.text ?? 'Untitled card',
      description: description.text,
      state: stateOf.get(card.idList)?.index ?? 0,
      due_date: dueDate(card.due, notes),
      labels: [...new Set(kept.map((l) => l.name))],
      assignee_email: member?.email ?? null,
      checklist: items.slice(0, CHECKLIST_ITEMS_PER_TASK_MAX),
      comments: comments.get(card.id) ?? [],
    };
  }
  const board: BoardImport = {
    board: {
      name: fitText(trello.name, 60).text ?? 'Imported board',
      description: fitText(trello.desc, 1000).text,
    },
    states,
    labels: [...used.values()],
    tasks,
  };
  return {
    source: 'trello',
    board: foldLabelCase(board),
    people: [...people.values()],
    assignees,
    notes: notes.list(),
  };
}
