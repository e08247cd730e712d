import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { ClientContext } from '../internal/context.js';
import { toAuthUser } from './auth-user.js';
import { sessionIdOf } from './session-id.js';
import type { SessionEvent } from './types.js';

/**
 * Where a deliberate sign-out leaves the id of the session it ends. The preferences store is
 * `localStorage` in a browser, shared by the tabs, so another tab that receives the same
 * SIGNED_OUT (supabase-js broadcasts it) can tell a sign-out from a lost session too.
 */
const SIGNED_OUT_KEY = 'tandem.auth.signed-out-session';

/** The session state of one client and the listeners of its changes. */
export interface SessionEvents {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /**
   * Marks the current session as ended on purpose (call before `signOut`), so its SIGNED_OUT is
   * `signed-out`, not `session-expired`. Returns a function that undoes the mark, for a sign-out
   * that failed.
   */
  markSignOut(session: Session): Promise<() => Promise<void>>;
}

/**
 * Follows supabase-js's `onAuthStateChange` for the whole life of the client and turns its
 * events into {@link SessionEvent}s:
 * - SIGNED_IN is repeated by supabase-js for a session it already had (initial recovery, a tab
 *   becoming visible): only a new session id is `signed-in`.
 * - SIGNED_OUT is all supabase-js says both for `signOut()` and for a session it dropped after
 *   the server refused its refresh token (revoked, used, expired) or its session: the ones this
 *   browser did not ask for are `session-expired`, once per session (a SIGNED_OUT with no
 *   session left is ignored).
 *
 * Listeners run later, in order, never inside supabase-js's callback: that callback runs under
 * the auth lock, and a listener awaiting a supabase call there would deadlock.
 */
export function createSessionEvents(context: ClientContext): SessionEvents {
  const listeners = new Set<(event: SessionEvent) => void>();
  const signedOutHere = new Set<string>();
  let currentId: string | null = null;
  let queue: Promise<void> = Promise.resolve();

  const deliver = (event: SessionEvent, audience: Set<(event: SessionEvent) => void>) => {
    for (const listener of audience) {
      // Removed since the change: it no longer wants to hear about it.
      if (!listeners.has(listener)) continue;
      try {
        listener(event);
      } catch (error) {
        // One failing listener must not keep the others from hearing about the session.
        console.error(error);
      }
    }
  };

  /**
   * Queues `produce` after the events before it, outside the current call stack, for the
   * listeners there are now: one added after the change does not hear of it.
   */
  const enqueue = (produce: () => SessionEvent | Promise<SessionEvent>) => {
    const audience = new Set(listeners);
    queue = queue
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(produce)
      .then(
        (event) => deliver(event, audience),
        (error: unknown) => console.error(error),
      );
  };

  const wasSignedOutOnPurpose = async (id: string) => {
    if (signedOutHere.delete(id)) return true;
    try {
      return (await context.preferences.getItem(SIGNED_OUT_KEY)) === id;
    } catch {
      return false;
    }
  };

  const onChange = (event: AuthChangeEvent, session: Session | null) => {
    const user = session ? toAuthUser(session.user) : null;
    switch (event) {
      case 'INITIAL_SESSION':
        currentId = session ? sessionIdOf(session) : null;
        return;
      case 'SIGNED_IN': {
        if (!session) return;
        const id = sessionIdOf(session);
        if (id === currentId) return;
        currentId = id;
        enqueue(() => ({ type: 'signed-in', user }));
        return;
      }
      case 'PASSWORD_RECOVERY':
        currentId = session ? sessionIdOf(session) : currentId;
        enqueue(() => ({ type: 'recovery', user }));
        return;
      case 'TOKEN_REFRESHED':
      // A verified second-factor code gives the same session new (aal2) tokens.
      case 'MFA_CHALLENGE_VERIFIED':
        currentId = session ? sessionIdOf(session) : currentId;
        enqueue(() => ({ type: 'token-refreshed', user }));
        return;
      case 'USER_UPDATED':
        enqueue(() => ({ type: 'user-updated', user }));
        return;
      case 'SIGNED_OUT': {
        const lost = currentId;
        if (lost === null) return;
        currentId = null;
        enqueue(async () => ({
          type: (await wasSignedOutOnPurpose(lost)) ? 'signed-out' : 'session-expired',
          user: null,
        }));
        return;
      }
      default:
        return;
    }
  };
  context.supabase.auth.onAuthStateChange(onChange);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async markSignOut(session) {
      const id = sessionIdOf(session);
      signedOutHere.add(id);
      // Other tabs are a nicety: storage that refuses writes must not block the sign-out.
      await Promise.resolve(context.preferences.setItem(SIGNED_OUT_KEY, id)).catch(() => {});
      return async () => {
        signedOutHere.delete(id);
        await Promise.resolve(context.preferences.removeItem(SIGNED_OUT_KEY)).catch(() => {});
      };
    },
  };
}
