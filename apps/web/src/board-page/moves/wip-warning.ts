import type { BoardState } from '@tandem/schemas';

/**
 * What to say when a move into `state` passes its WIP limit ("QA is over its limit: 3 of 2
 * tasks."), or `undefined` within the limit. `holding` is how many tasks the state holds
 * besides the moved one.
 */
export function wipWarning(state: BoardState, holding: number): string | undefined {
  const limit = state.wip_limit;
  if (limit === null || holding + 1 <= limit) return undefined;
  return `${state.name} is over its limit: ${holding + 1} of ${limit} tasks.`;
}
