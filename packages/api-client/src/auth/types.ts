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

/** An authentication assurance level: `aal1` after one factor, `aal2` after a second. */
export type AssuranceLevelName = 'aal1' | 'aal2';

/** Where the session stands on two-factor authentication (read from the stored session). */
export interface AssuranceLevel {
  /** The level of the current session; `null` when signed out. */
  current: AssuranceLevelName | null;
  /** The level the user can reach: `aal2` once they have a verified factor. */
  next: AssuranceLevelName | null;
  /**
   * `true` when the user has a verified factor but this session has not entered a code yet
   * (`aal1` now, `aal2` next): ask for the 6-digit code before letting them in.
   */
  needsCode: boolean;
}

/** A second factor of the signed-in user. */
export interface MfaFactor {
  /** The factor's id. */
  id: string;
  /** `totp` for an authenticator app; the auth server may report other kinds. */
  type: 'totp' | 'phone' | 'webauthn';
  /** The name given at enrollment, or `null`. */
  friendlyName: string | null;
  /** `verified` once a code was confirmed; an `unverified` factor is an unfinished enrollment. */
  status: 'verified' | 'unverified';
  /** When it was enrolled. */
  createdAt: Date;
}

/** A started authenticator-app enrollment: show the QR code (or the secret), then confirm a code. */
export interface TotpEnrollment {
  /** The new (still unverified) factor's id, for {@link AuthApi.challengeAndVerify}. */
  factorId: string;
  /** The QR code as a `data:image/svg+xml` URI, for an `<img src>`. */
  qrCode: string;
  /** The base32 secret, for typing into the app instead of scanning. */
  secret: string;
  /** The `otpauth://` URI the QR code holds. */
  uri: string;
}

/**
 * Why a two-factor call failed, for the UI to react to (see {@link AuthApi.mfaFailureOf}):
 * - `wrong-code`: the code does not match (or is not 6 digits); shown on the `code` field.
 * - `code-expired`: the challenge timed out; ask for the current code again.
 * - `needs-code`: the session must enter a code first (aal2 needed).
 * - `too-many`: the account holds the most factors allowed.
 * - `disabled`: the auth server has authenticator apps turned off.
 */
export type MfaFailure = 'wrong-code' | 'code-expired' | 'needs-code' | 'too-many' | 'disabled';

/** Input of `auth.signUp`: the sign-up form. */
export interface SignUp {
  email: string;
  /** A new password: 8 characters or more, with a letter and a digit. */
  password: string;
  /** The name teammates see (1–60 characters, trimmed); goes into the user's metadata. */
  displayName: string;
}

/** Input of `auth.updatePassword`: the new password, typed twice. */
export interface NewPassword {
  password: string;
  /** The same password again; a mismatch is reported on `confirmPassword`. */
  confirmPassword: string;
  /**
   * The password being replaced. The profile form always sends it: where the server requires
   * it (outside a recovery link's session), a missing or wrong one is reported on
   * `currentPassword`. Default: not sent, as after a recovery link.
   */
  currentPassword?: string;
  /**
   * The code emailed for a change in a session older than a day (`secure_password_change`).
   * When the server asks for one and none is given, the code is emailed and the call fails on
   * `reauthenticationCode`. Default: not sent.
   */
  reauthenticationCode?: string;
}

/** A passkey of the signed-in user: a way to sign in without a password. */
export interface Passkey {
  /** The passkey's id. */
  id: string;
  /** The name the user gave it (or the one its maker suggests), or `null`. */
  name: string | null;
  /** When it was added. */
  createdAt: Date;
  /** When it last signed in, or `null` if never. */
  lastUsedAt: Date | null;
}

/**
 * Why a passkey call failed, for the UI to react to (see {@link AuthApi.passkeyFailureOf}):
 * - `cancelled`: the person closed the browser's prompt, or it timed out; nothing to report.
 * - `unknown-passkey`: the chosen passkey is not (or no longer) registered here.
 * - `expired`: the request took too long; try again.
 * - `already-added`: this authenticator already holds a passkey of this account.
 * - `needs-code`: the session must enter an authenticator-app code first (aal2 needed).
 * - `too-many`: the account holds the most passkeys allowed.
 * - `unsupported`: this browser or server cannot use passkeys.
 */
export type PasskeyFailure =
  | 'cancelled'
  | 'unknown-passkey'
  | 'expired'
  | 'already-added'
  | 'needs-code'
  | 'too-many'
  | 'unsupported';
