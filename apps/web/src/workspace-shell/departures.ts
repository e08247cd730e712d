/**
 * Workspaces this tab is leaving or deleting on purpose. The member row's DELETE reaches the
 * workspace's channel too, often before the call returns: it must not read as "You were
 * removed", since the page that started it says what happened.
 */
const departing = new Set<string>();

/**
 * Marks `workspaceId` as left on purpose from here.
 *
 * @returns a function that takes the mark back, for a call that failed.
 */
export function departOnPurpose(workspaceId: string): () => void {
  departing.add(workspaceId);
  return () => {
    departing.delete(workspaceId);
  };
}

/** Whether this tab is leaving or deleting `workspaceId` itself. */
export function isDepartingOnPurpose(workspaceId: string): boolean {
  return departing.has(workspaceId);
}
