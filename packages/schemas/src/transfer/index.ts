export * from './board-format.js';
export { CATEGORY_COLORS, guessCategory } from './categories.js';
export * from './csv.js';
export { foldLabelCase } from './label-case.js';
export * from './limits.js';
export {
  assignPeople,
  type ImportMember,
  type PeopleChoices,
  proposeChoices,
  proposeMember,
} from './people.js';
export {
  type ImportNote,
  type ImportNoteKind,
  type ImportPerson,
  type ImportPlan,
  type ImportSource,
  noteMessage,
} from './plan.js';
export * from './preview.js';
export * from './tandem.js';
export { trelloToPlan } from './trello.js';
export { type TrelloFixtureOptions, trelloFixture } from './trello-fixture.js';
export { type TrelloBoard, trelloBoardSchema } from './trello-format.js';
