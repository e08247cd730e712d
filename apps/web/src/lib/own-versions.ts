/**
 * The versions this tab moved tasks through. An edit is based on the version the user saw
 * when they started it; if only this tab's own saves happened since (a status change while
 * the description was open), those must not count as someone else's change. Rebasing over
 * them keeps `data/conflict` for edits by other people.
 */
const ownSteps = new Map<string, Map<number, number>>();

/** Records that this tab's write took `taskId` from version `from` to `to`. */
export function recordOwnWrite(taskId: string, from: number, to: number): void {
  let steps = ownSteps.get(taskId);
  if (!steps) {
    steps = new Map();
    ownSteps.set(taskId, steps);
  }
  steps.set(from, to);
}

/** The version to send for an edit based on `version`, skipping this tab's own writes. */
export function rebaseOnOwnWrites(taskId: string, version: number): number {
  const steps = ownSteps.get(taskId);
  let current = version;
  // Bounded by the number of steps, in case of a (never expected) cycle.
  for (let hops = 0; steps?.has(current) && hops <= steps.size; hops += 1) {
    current = steps.get(current) as number;
  }
  return current;
}
