import type { AnyRouter } from '@tanstack/react-router';

/**
 * Keeps a board's label filter on a label that was renamed (to its new name) or merged or
 * deleted (cleared), so the board does not turn empty under someone filtering by it.
 */
export function followLabelFilter(router: AnyRouter, from: string, to: string | undefined): void {
  const search = router.state.location.search as { label?: unknown };
  if (search.label !== from) return;
  void router.navigate({
    to: '.',
    search: (previous: Record<string, unknown>) => ({ ...previous, label: to }),
    replace: true,
  });
}
