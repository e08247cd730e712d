import type {
  ForgotPasswordInput,
  MagicLinkInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { handleAuthCallback } from './callback.js';
import { getClaims, getSession, getUser } from './current-user.js';
import { type EmailCodeInput, verifyEmailCode } from './email-code.js';
import { type GitHubSignInOptions, signInWithGitHub } from './github.js';
import { sendMagicLink } from './magic-link.js';
import {
  challengeAndVerify,
  enrollTotp,
  getAssuranceLevel,
  listFactors,
  unenrollFactor,
} from './mfa.js';
import { mfaFailureOf } from './mfa-error.js';
import { requestPasswordReset, updatePassword } from './password-reset.js';
import { type ResendConfirmationInput, resendConfirmation } from './resend-confirmation.js';
import { createSessionEvents } from './session-events.js';
import { signInWithPassword } from './sign-in.js';
import { type SignOutOptions, signOut } from './sign-out.js';
import { signUp } from './sign-up.js';
import type { NextOption, SessionEvent } from './types.js';
import { updateEmail } from './update-email.js';

export type { EmailCodeInput } from './email-code.js';
export type { GitHubSignInOptions } from './github.js';
export type { ResendConfirmationInput } from './resend-confirmation.js';
export type { SignOutOptions } from './sign-out.js';
export type * from './types.js';

/** The `auth` namespace of the client. */
export type AuthApi = ReturnType<typeof createAuthApi>;

/**
 * Builds the `auth` namespace over the shared client context. Every link (confirmation, magic
 * link, recovery, email change) and the GitHub sign-in use PKCE and return to the app's
 * `/auth/callback`, which calls {@link handleAuthCallback} in the same browser.
 */
export function createAuthApi(context: ClientContext) {
  const events = createSessionEvents(context);
  return {
    /** {@inheritDoc signUp} */
    signUp: (input: SignUpInput, options?: NextOption) => signUp(context, input, options),
    /** {@inheritDoc signInWithPassword} */
    signInWithPassword: (input: SignInInput) => signInWithPassword(context, input),
    /** {@inheritDoc sendMagicLink} */
    sendMagicLink: (input: MagicLinkInput, options?: NextOption) =>
      sendMagicLink(context, input, options),
    /** {@inheritDoc verifyEmailCode} */
    verifyEmailCode: (input: EmailCodeInput) => verifyEmailCode(context, input),
    /** {@inheritDoc signInWithGitHub} */
    signInWithGitHub: (options?: GitHubSignInOptions) => signInWithGitHub(context, options),
    /** {@inheritDoc resendConfirmation} */
    resendConfirmation: (input: ResendConfirmationInput, options?: NextOption) =>
      resendConfirmation(context, input, options),
    /** {@inheritDoc requestPasswordReset} */
    requestPasswordReset: (input: ForgotPasswordInput) => requestPasswordReset(context, input),
    /** {@inheritDoc updatePassword} */
    updatePassword: (input: ResetPasswordInput) => updatePassword(context, input),
    /** {@inheritDoc handleAuthCallback} */
    handleAuthCallback: (url: string | URL) => handleAuthCallback(context, url),
    /** {@inheritDoc signOut} */
    signOut: (options?: SignOutOptions) => signOut(context, events, options),
    /** {@inheritDoc updateEmail} */
    updateEmail: (email: string, options?: NextOption) => updateEmail(context, email, options),
    /** {@inheritDoc getUser} */
    getUser: () => getUser(context),
    /** {@inheritDoc getClaims} */
    getClaims: () => getClaims(context),
    /** {@inheritDoc getSession} */
    getSession: () => getSession(context),
    /**
     * Calls `callback` on every change of the session (see {@link SessionEvent}), after the
     * change, never inside supabase-js's own callback, in order. Events before the call are
     * not replayed: read {@link getSession} for the state now.
     *
     * @returns a function that stops the calls.
     */
    onSessionChange: (callback: (event: SessionEvent) => void): (() => void) =>
      events.subscribe(callback),
    // Two-factor authentication with an authenticator app (TOTP). Flat members, like the rest
    // of the namespace, so lazy wrappers of the client can forward them.
    /** {@inheritDoc enrollTotp} */
    enrollTotp: (input?: { friendlyName?: string; issuer?: string }) => enrollTotp(context, input),
    /** {@inheritDoc challengeAndVerify} */
    challengeAndVerify: (input: { factorId: string; code: string }) =>
      challengeAndVerify(context, input),
    /** {@inheritDoc unenrollFactor} */
    unenrollFactor: (factorId: string) => unenrollFactor(context, factorId),
    /** {@inheritDoc listFactors} */
    listFactors: () => listFactors(context),
    /** {@inheritDoc getAssuranceLevel} */
    getAssuranceLevel: () => getAssuranceLevel(context),
    /** {@inheritDoc mfaFailureOf} */
    mfaFailureOf: (error: unknown) => mfaFailureOf(error),
  };
}
