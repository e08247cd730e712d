import type { LabelColor } from '../domain/schemas';

/** A label the picker can offer: a name of the workspace's set and its colour. */
export interface LabelOption {
  name: string;
  color: LabelColor;
}

/** One row of the picker's list: an existing label, or creating the typed name. */
export type LabelChoice = { kind: 'pick'; label: LabelOption } | { kind: 'create'; name: string };

/**
 * What the picker lists for `text`: the set's labels the task does not carry whose name
 * contains it (ignoring case), an exact match first, then "Create" when the name is new.
 */
export function labelChoices(
  text: string,
  options: ReadonlyArray<LabelOption>,
  taken: ReadonlyArray<string>,
): LabelChoice[] {
  const query = text.trim().toLowerCase();
  const matches = options
    .filter((option) => !taken.includes(option.name))
    .filter((option) => option.name.toLowerCase().includes(query))
    .sort(
      (a, b) => Number(b.name.toLowerCase() === query) - Number(a.name.toLowerCase() === query),
    );
  const choices: LabelChoice[] = matches.map((label) => ({ kind: 'pick', label }));
  const known =
    options.some((option) => option.name.toLowerCase() === query) ||
    taken.some((name) => name.toLowerCase() === query);
  if (query && !known) choices.push({ kind: 'create', name: text.trim() });
  return choices;
}
