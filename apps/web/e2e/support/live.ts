/**
 * How long another open page may take to show a change: live, without a reload. Nothing on
 * these pages polls, and a query refetches only once it is 30 s stale and its window regains
 * focus, so a change that shows within this time came over realtime. The margin is for a
 * two-core machine that runs other suites beside the browsers; how fast a change arrives is
 * measured by the bench, not here.
 */
export const LIVE = { timeout: 5_000 } as const;
