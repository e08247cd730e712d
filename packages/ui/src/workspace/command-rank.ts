import { defaultFilter } from 'cmdk';

/** What {@link rankGroups} ranks: the palette's groups of commands. */
interface Rankable {
  label: string;
  keywords?: string[];
}

/** Fuzzy matches rank below every whole-word one, however close they are. */
const FUZZY_CEILING = 0.5;

/**
 * How well a command's label and keywords match what was typed, from 0 (hidden) to 1.
 * Names first, in this order: the label exactly, the label's start, the start of a word in
 * it, a keyword exactly or by its start, the label anywhere; then, well below those, cmdk's
 * own loose (fuzzy) score. So "Acme" puts the workspace "Acme Product" above a task that only
 * happens to contain a, c, m and e, and "settings" finds "Workspace settings".
 */
export function rankCommand(text: string, search: string, keywords: string[] = []): number {
  const query = search.trim().toLowerCase();
  if (query === '') return 1;
  const label = text.toLowerCase();
  if (label === query) return 1;
  if (label.startsWith(query)) return 0.95;
  if (label.split(/[\s/·:-]+/).some((word) => word.startsWith(query))) return 0.9;
  const words = keywords.map((keyword) => keyword.toLowerCase());
  if (words.includes(query)) return 0.85;
  if (words.some((keyword) => keyword.startsWith(query))) return 0.8;
  if (label.includes(query)) return 0.7;
  return defaultFilter(label, query, words) * FUZZY_CEILING;
}

/**
 * The groups with only the commands matching `search`, best first within each group, and the
 * groups ordered by their best command; an empty search keeps everything as given.
 */
export function rankGroups<I extends Rankable, G extends { items: ReadonlyArray<I> }>(
  groups: ReadonlyArray<G>,
  search: string,
): G[] {
  if (search.trim() === '') return [...groups];
  return groups
    .map((group) => {
      const ranked = group.items
        .map((item) => ({ item, score: rankCommand(item.label, search, item.keywords) }))
        .filter((entry) => entry.score > 0)
        // Stable: equal scores keep the order the app gave.
        .sort((a, b) => b.score - a.score);
      return {
        group: { ...group, items: ranked.map((entry) => entry.item) },
        best: ranked[0]?.score ?? 0,
      };
    })
    .filter((entry) => entry.best > 0)
    .sort((a, b) => b.best - a.best)
    .map((entry) => entry.group);
}
