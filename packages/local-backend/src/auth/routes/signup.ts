import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Tx } from '../../db/engine.js';
import { AuthError, validationFailed } from '../errors.js';
import type { EmailRequest } from '../mailer.js';
import { checkPasswordStrength, hashPassword } from '../passwords.js';
import { type PkceChallenge, readPkceChallenge } from '../pkce.js';
import {
  type AuthService,
  objectField,
  prepareEmailFlow,
  readJson,
  stringField,
} from '../service.js';
import { issueSession } from '../sessions.js';
import {
  findUserByEmail,
  insertUser,
  isValidEmail,
  loadUserJson,
  normalizeEmail,
  type UserRow,
} from '../users.js';

/** The `redirect_to` of a request (query first, as auth-js sends it), checked. */
export function redirectTarget(service: AuthService, c: Context, body?: Record<string, unknown>) {
  const requested =
    c.req.query('redirect_to') ??
    (typeof body?.redirect_to === 'string' ? body.redirect_to : undefined);
  return service.redirects.resolve(requested);
}

function requireEmail(body: Record<string, unknown>): string {
  const email = stringField(body, 'email');
  if (!email) throw validationFailed('An email address is required');
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return normalized;
}

/** Sends prepared emails once the transaction that prepared them has committed. */
function deliver(service: AuthService, emails: (EmailRequest | undefined)[]): void {
  for (const email of emails) if (email) service.mailer.send(email);
}

/**
 * Creates an email user the way GoTrue's signup does and, when confirmations are on,
 * prepares the confirmation email. Used by `/signup` and by `/otp` for new addresses.
 */
async function signupEmailUser(
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

/** `POST /signup` (email and anonymous), `POST /otp`, `POST /recover`, `POST /resend`. */
export function mountSignup(auth: Hono, service: AuthService): void {
  const { db } = service.ctx;
  const { settings } = service;

  auth.post('/signup', async (c) => {
    const body = await readJson(c);
    const data = objectField(body, 'data') ?? {};
    if (!stringField(body, 'email') && !stringField(body, 'phone')) {
      if (!settings.enableAnonymous) {
        throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      if (!settings.enableSignup) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const session = await db.withAdmin(async (tx) => {
        const user = await insertUser(
          tx,
          { isAnonymous: true, userMetadata: data, appMetadata: {} },
          service.now(),
        );
        return issueSession(service, tx, user, 'anonymous');
      });
      return c.json(session);
    }
    if (!settings.enableSignup || !settings.enableEmailSignup) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    if (stringField(body, 'phone')) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = requireEmail(body);
    const password = stringField(body, 'password');
    if (!password) throw validationFailed('Signup requires a valid password', 422);
    checkPasswordStrength(password, settings);
    const challenge = readPkceChallenge(body);
    const redirectTo = redirectTarget(service, c, body);
    if (settings.enableConfirmations) service.mailer.checkLimits(email);
    const passwordHash = await hashPassword(password);

    const outcome = await db.withAdmin(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing && !existing.is_anonymous) {
        if (existing.email_confirmed_at) {
          if (!settings.enableConfirmations) {
            throw new AuthError(422, 'user_already_exists', 'User already registered');
          }
          // GoTrue answers as if it signed up a new user, so addresses cannot be probed.
          const now = service.now().toISOString();
          return {
            body: {
              id: randomUUID(),
              aud: 'authenticated',
              role: 'authenticated',
              email,
              phone: '',
              confirmation_sent_at: now,
              app_metadata: { provider: 'email', providers: ['email'] },
              user_metadata: data,
              identities: [],
              created_at: now,
              updated_at: now,
              is_anonymous: false,
            },
          };
        }
        // Still unconfirmed: send the confirmation again.
        const { email: message } = await prepareEmailFlow(service, tx, {
          user: existing,
          kind: 'signup',
          redirectTo,
          challenge,
        });
        return { body: await loadUserJson(tx, existing.id), email: message };
      }
      const created = await signupEmailUser(service, tx, {
        email,
        passwordHash,
        data,
        challenge,
        redirectTo,
      });
      if (!created.email) {
        return { body: await issueSession(service, tx, created.user, 'password') };
      }
      return { body: await loadUserJson(tx, created.user.id), email: created.email };
    });
    deliver(service, [outcome.email]);
    return c.json(outcome.body);
  });

  auth.post('/otp', async (c) => {
    const body = await readJson(c);
    if (stringField(body, 'phone')) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    const email = requireEmail(body);
    const data = objectField(body, 'data') ?? {};
    const createUser = body.create_user !== false;
    const challenge = readPkceChallenge(body);
    const redirectTo = redirectTarget(service, c, body);
    service.mailer.checkLimits(email);

    const message = await db.withAdmin(async (tx) => {
      let user = await findUserByEmail(tx, email);
      const isNew = !user?.email_confirmed_at;
      if (isNew && !createUser) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      if (!user) {
        if (!settings.enableSignup || !settings.enableEmailSignup) {
          throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
        }
        const created = await signupEmailUser(service, tx, {
          email,
          passwordHash: null,
          data,
          challenge,
          redirectTo,
        });
        // With confirmations on, the confirmation email is the magic link.
        if (created.email) return created.email;
        user = created.user;
      } else if (!user.email_confirmed_at) {
        const { email: confirmation } = await prepareEmailFlow(service, tx, {
          user,
          kind: 'signup',
          redirectTo,
          challenge,
        });
        return confirmation;
      }
      const { email: magicLink } = await prepareEmailFlow(service, tx, {
        user,
        kind: 'magiclink',
        redirectTo,
        challenge,
      });
      return magicLink;
    });
    deliver(service, [message]);
    return c.json({});
  });

  auth.post('/recover', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(body);
    const challenge = readPkceChallenge(body);
    const redirectTo = redirectTarget(service, c, body);
    service.mailer.checkLimits(email);
    const message = await db.withAdmin(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // Unknown addresses get the same answer, so they cannot be probed.
      if (!user) return undefined;
      const { email: recovery } = await prepareEmailFlow(service, tx, {
        user,
        kind: 'recovery',
        redirectTo,
        challenge,
      });
      return recovery;
    });
    deliver(service, [message]);
    return c.json({});
  });

  auth.post('/resend', async (c) => {
    const body = await readJson(c);
    const type = stringField(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change') {
        throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = requireEmail(body);
    const challenge = readPkceChallenge(body);
    const redirectTo = redirectTarget(service, c, body);
    service.mailer.checkLimits(email);
    const messages = await db.withAdmin(async (tx) => {
      if (type === 'signup') {
        const user = await findUserByEmail(tx, email);
        if (!user) return [];
        if (user.email_confirmed_at) {
          throw new AuthError(422, 'email_address_invalid', 'Email address already confirmed');
        }
        const { email: message } = await prepareEmailFlow(service, tx, {
          user,
          kind: 'signup',
          redirectTo,
          challenge,
        });
        return [message];
      }
      const found = await tx.query<UserRow>(
        'select * from auth.users where lower(email_change) = $1 limit 1',
        [email],
      );
      const user = found.rows[0];
      if (!user) return [];
      const { email: message } = await prepareEmailFlow(service, tx, {
        user,
        kind: 'email_change',
        to: user.email_change ?? email,
        redirectTo,
        challenge,
      });
      return [message];
    });
    deliver(service, messages);
    return c.json({});
  });
}
