import type { BoardImport } from './board-format.js';

/** The key two label names share when they differ only in case. */
const caseKey = (name: string) => name.toLowerCase();

/**
 * `board` with its labels told apart regardless of case, as the workspace's label set tells
 * them apart: "Copy" and "copy" become one label, spelled as `known` (the workspace's existing
 * labels) spells it, else as the board first does. Each task keeps one of each label, in order.
 */
export function foldLabelCase(board: BoardImport, known: readonly string[] = []): BoardImport {
  const spelling = new Map<string, string>();
  const spell = (name: string) => {
    const key = caseKey(name);
    const found = spelling.get(key);
    if (found !== undefined) return found;
    spelling.set(key, name);
    return name;
  };
  for (const name of known) spell(name);
  const seen = new Set<string>();
  const labels = board.labels.flatMap((label) => {
    const name = spell(label.name);
    if (seen.has(name)) return [];
    seen.add(name);
    return [{ ...label, name }];
  });
  const tasks = board.tasks.map((task) =>
    task.labels ? { ...task, labels: [...new Set(task.labels.map(spell))] } : task,
  );
  return { ...board, labels, tasks };
}
