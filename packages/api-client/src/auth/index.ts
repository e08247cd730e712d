import type { ForgotPasswordInput, MagicLinkInput, SignInInput } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { getAssuranceLevel } from './assurance-level.js';
import { getClaims, getSession, getUser } from './current-user.js';
import type { EmailCodeInput } from './email-code.js';
import type { GitHubSignInOptions } from './github.js';
import { mfaFailureOf } from './mfa-error.js';
import type { ResendConfirmationInput } from './resend-confirmation.js';
import { createSessionEvents } from './session-events.js';
import { signInWithPassword } from './sign-in.js';
import { type SignOutOptions, signOut } from './sign-out.js';
import { signUp } from './sign-up.js';
import type {
  AssuranceLevel,
  AuthCallbackResult,
  AuthClaims,
  AuthUser,
  MfaFactor,
  MfaFailure,
  NewPassword,
  NextOption,
  Passkey,
  PasskeyFailure,
  SessionEvent,
  SessionInfo,
  SignUp,
  SignUpResult,
  TotpEnrollment,
} from './types.js';

/** The occasional calls' module once it has loaded (see `passkeyFailureOf`). */
let loadedOccasional: typeof import('./occasional.js') | undefined;

/** The calls of {@link createAuthApi} made now and then, imported on first use. */
const occasional = async () => {
  loadedOccasional = await import('./occasional.js');
  return loadedOccasional;
};

export type { EmailCodeInput } from './email-code.js';
export type { GitHubSignInOptions } from './github.js';
export type { ResendConfirmationInput } from './resend-confirmation.js';
export type { SignOutOptions } from './sign-out.js';
export type * from './types.js';

/** The `auth` namespace of the client. */
export interface AuthApi {
  /**
   * Creates an account with email and password. `displayName` goes into the user's metadata,
   * where the database's profile trigger reads it. With email confirmations on (Tandem's
   * setting), no session is created: a confirmation link is sent that returns to `/auth/callback`
   * (`?next=` when given), and `needsConfirmation` is `true`.
   */
  signUp(input: SignUp, options?: NextOption): Promise<SignUpResult>;
  /** Signs in with email and password and stores the session (cookies in a browser). */
  signInWithPassword(input: SignInInput): Promise<AuthUser>;
  /**
   * Emails a sign-in link to an existing account; the link returns to `/auth/callback` (with
   * `?next=` when given), which {@link handleAuthCallback} finishes in this browser. It never
   * creates an account. An address without an account resolves too (nothing is sent), like a
   * password reset, so the form cannot be used to find out who has an account.
   */
  sendMagicLink(input: MagicLinkInput, options?: NextOption): Promise<void>;
  /**
   * Signs in with the 6-digit code of a confirmation or sign-in email, typed in on the "check
   * your inbox" screen instead of opening the email's link (which works only in the browser that
   * asked for it; the code works in any). Confirms the address of a new account.
   */
  verifyEmailCode(input: EmailCodeInput): Promise<AuthUser>;
  /**
   * Starts "Continue with GitHub" (PKCE): GitHub returns to `/auth/callback` (with `?next=` when
   * given), which {@link handleAuthCallback} finishes in this browser. A first sign-in creates
   * the account; an address that already has one gets GitHub linked to it.
   */
  signInWithGitHub(options?: GitHubSignInOptions): Promise<{ url: string }>;
  /**
   * Sends the sign-up confirmation link again (the "resend link" of `auth/email-not-confirmed`).
   * An address without a pending sign-up resolves too, without an email.
   */
  resendConfirmation(input: ResendConfirmationInput, options?: NextOption): Promise<void>;
  /**
   * Emails a password-recovery link. It returns to `/auth/callback?next=/auth/reset-password`,
   * where {@link handleAuthCallback} resolves with `kind: 'recovery'` and a session in which
   * {@link updatePassword} sets the new password. An address without an account resolves too
   * (nothing is sent), so the form cannot be used to find out who has an account.
   */
  requestPasswordReset(input: ForgotPasswordInput): Promise<void>;
  /**
   * Sets a new password for the signed-in user: in the session of a recovery link, or from the
   * profile settings. Other sessions of the user stay signed in.
   */
  updatePassword(input: NewPassword): Promise<void>;
  /**
   * Finishes an auth link or OAuth sign-in on the app's `/auth/callback` page: exchanges the
   * `?code=` for a session with the PKCE verifier this browser stored when it asked for the link,
   * and says where to go next.
   */
  handleAuthCallback(url: string | URL): Promise<AuthCallbackResult>;
  /**
   * Signs out: the session is revoked on the server and removed from this browser, and listeners
   * hear `signed-out`. Resolves when already signed out.
   */
  signOut(options?: SignOutOptions): Promise<void>;
  /**
   * Starts changing the signed-in user's email address. Confirmation links go to the new address
   * (and, with secure email change on, the current one too); the change is made once every link
   * was opened, each returning to `/auth/callback?next=…`.
   */
  updateEmail(email: string, options?: NextOption): Promise<void>;
  /**
   * The signed-in user, checked with the auth server (a revoked session or a deleted user is
   * `null` here even while the stored token has not expired; listeners then hear
   * `session-expired`). Use it where the answer must be true, not for every route change.
   */
  getUser(): Promise<AuthUser | null>;
  /**
   * The claims of the access token, with its signature verified (against the project's public
   * keys, fetched once and cached; projects with a shared secret ask the auth server).
   */
  getClaims(): Promise<AuthClaims | null>;
  /**
   * The stored session, read without asking the server (it is refreshed first if its access token
   * has expired): fast enough for route guards, but not proof the session is still valid on the
   * server (see {@link getUser}).
   */
  getSession(): Promise<SessionInfo | null>;
  /**
   * Calls `callback` on every change of the session (see {@link SessionEvent}), after the
   * change, never inside supabase-js's own callback, in order. Events before the call are
   * not replayed: read {@link getSession} for the state now.
   *
   * @returns a function that stops the calls.
   */
  onSessionChange(callback: (event: SessionEvent) => void): () => void;
  /**
   * Starts adding an authenticator app: the answer holds a QR code and the secret to show. The
   * factor counts once {@link challengeAndVerify} confirms a code from the app. An unfinished
   * earlier enrollment is discarded first.
   */
  enrollTotp(input?: { friendlyName?: string; issuer?: string }): Promise<TotpEnrollment>;
  /**
   * Checks a 6-digit code from the authenticator app. It confirms a new factor, and lifts the
   * session to `aal2` (the second step of signing in).
   */
  challengeAndVerify(input: { factorId: string; code: string }): Promise<AssuranceLevel>;
  /**
   * Removes a second factor. A verified one can only be removed from a session that entered a
   * code (`aal2`).
   */
  unenrollFactor(factorId: string): Promise<void>;
  /**
   * Every second factor of the signed-in user, verified or not, oldest first (asks the auth
   * server, so a factor removed elsewhere is gone here too).
   */
  listFactors(): Promise<MfaFactor[]>;
  /**
   * The assurance level of the stored session, without a request: fast enough for route guards.
   * `needsCode` says the user must enter a code before using the app.
   */
  getAssuranceLevel(): Promise<AssuranceLevel>;
  /**
   * The {@link MfaFailure} behind an error of a two-factor call (`wrong-code` for a code the form
   * or the server refused), or `undefined` for any other error.
   */
  mfaFailureOf(error: unknown): MfaFailure | undefined;
  /**
   * Signs in with a passkey: the browser asks which of this site's passkeys to use, the auth
   * server checks it, and the session is stored like a password sign-in's.
   */
  signInWithPasskey(): Promise<AuthUser>;
  /** Adds a passkey to the signed-in account on this device (or a phone or security key). */
  addPasskey(input?: { name?: string }): Promise<Passkey>;
  /** Every passkey of the signed-in user, oldest first. */
  listPasskeys(): Promise<Passkey[]>;
  /** Renames one of the signed-in user's passkeys (1–120 characters). */
  renamePasskey(input: { id: string; name: string }): Promise<Passkey>;
  /** Removes one of the signed-in user's passkeys; it no longer signs in. */
  removePasskey(id: string): Promise<void>;
  /**
   * The {@link PasskeyFailure} behind an error of a passkey call (`cancelled` when the person
   * closed the browser's prompt), or `undefined` for any other error.
   */
  passkeyFailureOf(error: unknown): PasskeyFailure | undefined;
}

/**
 * Builds the `auth` namespace over the shared client context. Every link (confirmation, magic
 * link, recovery, email change) and the GitHub sign-in use PKCE and return to the app's
 * `/auth/callback`, which calls {@link handleAuthCallback} in the same browser.
 */
export function createAuthApi(context: ClientContext): AuthApi {
  const events = createSessionEvents(context);
  return {
    signUp: (input: SignUp, options?: NextOption) => signUp(context, input, options),
    signInWithPassword: (input: SignInInput) => signInWithPassword(context, input),
    sendMagicLink: async (input: MagicLinkInput, options?: NextOption) =>
      (await occasional()).sendMagicLink(context, input, options),
    verifyEmailCode: async (input: EmailCodeInput) =>
      (await occasional()).verifyEmailCode(context, input),
    signInWithGitHub: async (options?: GitHubSignInOptions) =>
      (await occasional()).signInWithGitHub(context, options),
    resendConfirmation: async (input: ResendConfirmationInput, options?: NextOption) =>
      (await occasional()).resendConfirmation(context, input, options),
    requestPasswordReset: async (input: ForgotPasswordInput) =>
      (await occasional()).requestPasswordReset(context, input),
    updatePassword: async (input: NewPassword) =>
      (await occasional()).updatePassword(context, input),
    handleAuthCallback: async (url: string | URL) =>
      (await occasional()).handleAuthCallback(context, url),
    signOut: (options?: SignOutOptions) => signOut(context, events, options),
    updateEmail: async (email: string, options?: NextOption) =>
      (await occasional()).updateEmail(context, email, options),
    getUser: () => getUser(context),
    getClaims: () => getClaims(context),
    getSession: () => getSession(context),
    onSessionChange: (callback: (event: SessionEvent) => void): (() => void) =>
      events.subscribe(callback),
    // Two-factor authentication with an authenticator app (TOTP). Flat members, like the rest
    // of the namespace, so lazy wrappers of the client can forward them.
    enrollTotp: async (input?: { friendlyName?: string; issuer?: string }) =>
      (await occasional()).enrollTotp(context, input),
    challengeAndVerify: async (input: { factorId: string; code: string }) =>
      (await occasional()).challengeAndVerify(context, input),
    unenrollFactor: async (factorId: string) =>
      (await occasional()).unenrollFactor(context, factorId),
    listFactors: async () => (await occasional()).listFactors(context),
    getAssuranceLevel: () => getAssuranceLevel(context),
    mfaFailureOf: (error: unknown) => mfaFailureOf(error),
    // Passkeys (WebAuthn): sign-in and the profile's list. Loaded on first use like MFA.
    signInWithPasskey: async () => (await occasional()).signInWithPasskey(context),
    addPasskey: async (input?: { name?: string }) =>
      (await occasional()).addPasskey(context, input),
    listPasskeys: async () => (await occasional()).listPasskeys(context),
    renamePasskey: async (input: { id: string; name: string }) =>
      (await occasional()).renamePasskey(context, input),
    removePasskey: async (id: string) => (await occasional()).removePasskey(context, id),
    // Only a passkey call, which loads the occasional calls first, makes a passkey error, so
    // the sign-in path need not carry the passkey messages.
    passkeyFailureOf: (error: unknown) => loadedOccasional?.passkeyFailureOf(error),
  };
}
