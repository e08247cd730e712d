import type { JwtPayload } from '@supabase/supabase-js';

/** The signed-in user, as the auth server knows them. */
export interface AuthUser {
  /** The auth user's id (also the id of their profile). */
  id: string;
  /** Their email address, lower-cased. */
  email: string;
  /**
   * The name given at sign-up (`user_metadata.display_name`), else the name the identity
   * provider sent (`full_name`, `name`), else `null`. The profile holds the name to show.
   */
  displayName: string | null;
  /** Whether the email address has been confirmed. */
  emailConfirmed: boolean;
}

/** What {@link AuthApi.getSession} reads from the stored session: enough for route guards. */
export interface SessionInfo {
  /** The signed-in user's id. */
  userId: string;
  /** Their email address. */
  email: string;
  /** When the access token expires (it is refreshed before then while the app runs). */
  expiresAt: Date;
}

/** The verified claims of the access token (`sub`, `email`, `role`, `session_id`, `amr`…). */
export type AuthClaims = JwtPayload;

/** The kinds of {@link SessionEvent}. */
export type SessionEventType =
  | 'signed-in'
  | 'signed-out'
  | 'token-refreshed'
  | 'recovery'
  | 'user-updated'
  | 'session-expired';

/**
 * A change of the session:
 * - `signed-in`: a new session (password, link, OAuth); not repeated for the same session.
 * - `recovery`: a session from a password-recovery link; the app shows "set a new password".
 * - `token-refreshed`: same session, new access token.
 * - `user-updated`: the user changed (password, email, metadata).
 * - `signed-out`: `signOut()` ended the session (here, or in another tab of this browser).
 * - `session-expired`: the session was lost without a sign-out of this browser: the refresh
 *   token was revoked (sign out everywhere elsewhere), used or expired, or the user deleted.
 *   Reported once per lost session.
 */
export interface SessionEvent {
  /** What happened. */
  type: SessionEventType;
  /** The user after the event; `null` for `signed-out` and `session-expired`. */
  user: AuthUser | null;
}

/** Where an auth link or OAuth sign-in returns to after `/auth/callback`. */
export interface NextOption {
  /**
   * A path of the app (`/invite/abc`) to go to once signed in. Only same-origin relative paths
   * (one leading `/`) are kept; anything else is dropped. Default: `/`.
   */
  next?: string;
}

/** What {@link AuthApi.handleAuthCallback} resolves to. */
export interface AuthCallbackResult {
  /** The safe path to go to now: the link's `next`, or `/`. */
  next: string;
  /**
   * `recovery` when the session came from a password-recovery link (show "set a new
   * password"), else `signed-in`.
   */
  kind: 'signed-in' | 'recovery';
  /**
   * An informational message the auth server sent instead of a code (the first of the two
   * confirmations of an email change): no session was created; show it. Default: absent.
   */
  message?: string;
}

/** What {@link AuthApi.signUp} resolves to. */
export interface SignUpResult {
  /** The new user's id. */
  userId: string;
  /** The normalised (trimmed, lower-cased) email address. */
  email: string;
  /** `true` when a confirmation email was sent and there is no session yet. */
  needsConfirmation: boolean;
}
