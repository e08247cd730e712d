import type { StateCategory } from '../states/category.js';

// Column names people give, by the category they usually mean (checked in this order).
const CATEGORY_WORDS: [StateCategory, RegExp][] = [
  ['canceled', /cancel|won'?t|dropped|rejected|abandon/i],
  ['completed', /done|complete|finished|shipped|released|closed/i],
  ['started', /doing|progress|review|started|active|wip|testing|qa/i],
  ['backlog', /backlog|icebox|ideas?|someday|later|inbox/i],
];

/** The category a column of this name most likely means; "unstarted" when nothing says otherwise. */
export function guessCategory(name: string): StateCategory {
  return CATEGORY_WORDS.find(([, words]) => words.test(name))?.[0] ?? 'unstarted';
}

/** The colour Tandem's built-in state of each category has. */
export const CATEGORY_COLORS: Readonly<Record<StateCategory, string>> = {
  backlog: '#8a8a95',
  unstarted: '#5d5d68',
  started: '#e09b00',
  completed: '#5753dd',
  canceled: '#9a9aa4',
};
