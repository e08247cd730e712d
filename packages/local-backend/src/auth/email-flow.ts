import type { Tx } from '../db/engine.js';
import type { EmailKind, EmailRequest } from './mailer.js';
import { generateOtp, type OneTimeTokenType, storeOneTimeToken, tokenHash } from './otp.js';
import { createFlowState, PKCE_PREFIX, type PkceChallenge } from './pkce.js';
import type { AuthService } from './service.js';
import { insertUser, type UserRow } from './users.js';

/** Flow-state authentication method recorded for each email link type. */
export const FLOW_METHOD: Record<EmailKind, string> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
};

const TOKEN_TYPE: Record<EmailKind, OneTimeTokenType> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};

const SENT_AT_COLUMN: Record<EmailKind, string> = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  magiclink: 'recovery_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

/** What an email-link flow needs. */
export interface EmailFlowOptions {
  user: UserRow;
  kind: EmailKind;
  /** Where the link goes after verifying (already checked against the allow-list). */
  redirectTo: string;
  /** PKCE challenge; without it the link completes the implicit flow. */
  challenge?: PkceChallenge;
  /** Address the email goes to. Default the user's email. */
  to?: string;
  /** Token slot (email change to the current address uses `email_change_token_current`). */
  tokenType?: OneTimeTokenType;
  /** Create the flow state (only once per flow when two emails go out). Default `true`. */
  createFlow?: boolean;
}

/**
 * Prepares an email flow inside a transaction: a fresh code and token hash, the flow state
 * when PKCE is used (the link then carries `pkce_<hash>`), and the email to send once the
 * transaction commits. Returns the email plus the code and hash (for `generate_link`).
 */
export async function prepareEmailFlow(
  service: AuthService,
  tx: Tx,
  options: EmailFlowOptions,
): Promise<{ email: EmailRequest; otp: string; hash: string; link: string }> {
  const now = service.now();
  const to = options.to ?? options.user.email ?? '';
  const otp = generateOtp(service.settings.otpLength);
  const hash = tokenHash(to, otp);
  await storeOneTimeToken(
    tx,
    options.user.id,
    options.tokenType ?? TOKEN_TYPE[options.kind],
    hash,
    to,
    now,
  );
  await tx.query(`update auth.users set ${SENT_AT_COLUMN[options.kind]} = $2 where id = $1`, [
    options.user.id,
    now,
  ]);
  if (options.challenge && options.createFlow !== false) {
    await createFlowState(tx, {
      challenge: options.challenge,
      userId: options.user.id,
      providerType: 'email',
      authenticationMethod: FLOW_METHOD[options.kind],
      now,
    });
  }
  const linkToken = options.challenge ? `${PKCE_PREFIX}${hash}` : hash;
  const link =
    `${service.ctx.baseUrl()}/auth/v1/verify?token=${linkToken}&type=${options.kind}` +
    `&redirect_to=${encodeURIComponent(options.redirectTo)}`;
  return {
    email: {
      to,
      kind: options.kind,
      link,
      otp,
      email: options.user.email ?? '',
      newEmail: options.user.email_change ?? undefined,
    },
    otp,
    hash,
    link,
  };
}

/** Where an email link leads: the checked `redirect_to` and the PKCE challenge, if any. */
export interface LinkTarget {
  redirectTo: string;
  challenge?: PkceChallenge;
}

/** Prepares the one email of a `kind` for `user` (see {@link prepareEmailFlow}). */
export async function linkEmail(
  service: AuthService,
  tx: Tx,
  user: UserRow,
  kind: EmailKind,
  link: LinkTarget,
): Promise<EmailRequest> {
  return (await prepareEmailFlow(service, tx, { user, kind, ...link })).email;
}

/** Sends prepared emails once the transaction that prepared them has committed. */
export function deliver(service: AuthService, emails: (EmailRequest | undefined)[]): void {
  for (const email of emails) if (email) service.mailer.send(email);
}

/**
 * Creates an email user the way GoTrue's signup does and, when confirmations are on,
 * prepares the confirmation email. Used by `/signup` and by `/otp` for new addresses.
 */
export async function signupEmailUser(
  service: AuthService,
  tx: Tx,
  options: {
    email: string;
    passwordHash: string | null;
    data: Record<string, unknown>;
    challenge?: PkceChallenge;
    redirectTo: string;
  },
): Promise<{ user: UserRow; email?: EmailRequest }> {
  const now = service.now();
  const confirmed = !service.settings.enableConfirmations;
  const user = await insertUser(
    tx,
    {
      email: options.email,
      passwordHash: options.passwordHash,
      userMetadata: options.data,
      emailConfirmedAt: confirmed ? now : null,
    },
    now,
  );
  if (confirmed) return { user };
  const { email } = await prepareEmailFlow(service, tx, {
    user,
    kind: 'signup',
    redirectTo: options.redirectTo,
    challenge: options.challenge,
  });
  return { user, email };
}
