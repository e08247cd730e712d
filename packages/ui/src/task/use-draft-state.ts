import * as React from 'react';

/**
 * A draft that the caller may own (`draft` with `onDraftChange`, e.g. to keep it across
 * reloads) or leave to the component (plain state). `null` means no draft.
 */
export function useDraftState(
  draft: string | null | undefined,
  onDraftChange: ((draft: string | null) => void) | undefined,
): [string | null, (next: string | null) => void] {
  const [own, setOwn] = React.useState<string | null>(null);
  if (onDraftChange) return [draft ?? null, onDraftChange];
  return [own, setOwn];
}
