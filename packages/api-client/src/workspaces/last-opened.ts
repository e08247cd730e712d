import type { ClientContext } from '../internal/context.js';
import { currentUserId } from '../internal/current-user.js';

const KEY = 'tandem:last-workspace';

/** Per user, so that two accounts used in one browser do not send each other elsewhere. */
async function keyFor(context: ClientContext): Promise<string> {
  const userId = await currentUserId(context);
  return userId ? `${KEY}:${userId}` : KEY;
}

/**
 * The slug of the workspace the signed-in user opened last in this browser (where `/` goes),
 * or `null`. Kept in the client's `preferences` storage, never on the server; the workspace
 * may since have been left or deleted, so callers still handle `data/not-found`.
 */
export async function lastOpened(context: ClientContext): Promise<string | null> {
  return (await context.preferences.getItem(await keyFor(context))) ?? null;
}

/** Remembers `slug` as the workspace the signed-in user opened last; see {@link lastOpened}. */
export async function rememberOpened(context: ClientContext, slug: string): Promise<void> {
  await context.preferences.setItem(await keyFor(context), slug);
}
