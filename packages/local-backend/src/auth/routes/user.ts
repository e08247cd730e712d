import type { Hono } from 'hono';
import { AuthError, validationFailed } from '../errors.js';
import type { EmailRequest } from '../mailer.js';
import { checkPassword, checkPasswordStrength, hashPassword } from '../passwords.js';
import { readPkceChallenge } from '../pkce.js';
import {
  type AuthService,
  objectField,
  prepareEmailFlow,
  readJson,
  requireUser,
  stringField,
} from '../service.js';
import {
  findUserByEmail,
  findUserById,
  isValidEmail,
  loadUserJson,
  normalizeEmail,
  type UserRow,
} from '../users.js';
import { redirectTarget } from './signup.js';

/** Merges metadata the way GoTrue does: top-level keys replace, `null` removes a key. */
function mergeMetadata(
  current: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** `GET /user`, `PUT /user` (password, metadata, email change) and `POST /logout`. */
export function mountUser(auth: Hono, service: AuthService): void {
  const { db } = service.ctx;

  auth.get('/user', async (c) => {
    const user = await db.withAdmin(async (tx) => {
      const caller = await requireUser(service, c, tx);
      return loadUserJson(tx, caller.user.id);
    });
    return c.json(user);
  });

  auth.put('/user', async (c) => {
    const body = await readJson(c);
    const password = stringField(body, 'password');
    const data = objectField(body, 'data');
    const rawEmail = stringField(body, 'email');
    if (stringField(body, 'phone')) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    if (password !== undefined) checkPasswordStrength(password, service.settings);
    const challenge = readPkceChallenge(body);
    const redirectTo = redirectTarget(service, c, body);
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    if (email !== undefined && !isValidEmail(email)) {
      throw validationFailed('Unable to validate email address: invalid format');
    }
    // Hash outside the transaction: bcrypt is slow and PGlite has one connection.
    const passwordHash = password !== undefined ? await hashPassword(password) : undefined;

    const outcome = await db.withAdmin(async (tx) => {
      const caller = await requireUser(service, c, tx);
      let user: UserRow = caller.user;
      const now = service.now();
      if (password !== undefined) {
        if (user.encrypted_password && (await checkPassword(password, user.encrypted_password))) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = $3 where id = $1',
          [user.id, passwordHash, now],
        );
      }
      if (data) {
        await tx.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1',
          [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)), now],
        );
      }
      const emails: EmailRequest[] = [];
      if (email !== undefined && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== user.id) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        service.mailer.checkLimits(email);
        await tx.query('update auth.users set email_change = $2, updated_at = $3 where id = $1', [
          user.id,
          email,
          now,
        ]);
        user = (await findUserById(tx, user.id)) as UserRow;
        const toNew = await prepareEmailFlow(service, tx, {
          user,
          kind: 'email_change',
          to: email,
          tokenType: 'email_change_token_new',
          redirectTo,
          challenge,
        });
        emails.push(toNew.email);
        if (service.settings.doubleConfirmChanges && user.email && !user.is_anonymous) {
          const toCurrent = await prepareEmailFlow(service, tx, {
            user,
            kind: 'email_change',
            to: user.email,
            tokenType: 'email_change_token_current',
            redirectTo,
            challenge,
            createFlow: false,
          });
          emails.push(toCurrent.email);
        }
      }
      return { user: await loadUserJson(tx, user.id), emails };
    });
    for (const email of outcome.emails) service.mailer.send(email);
    return c.json(outcome.user);
  });

  auth.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
    }
    await db.withAdmin(async (tx) => {
      const caller = await requireUser(service, c, tx);
      if (scope === 'local') {
        if (caller.sessionId) {
          await tx.query('delete from auth.sessions where id = $1', [caller.sessionId]);
        }
      } else if (scope === 'others') {
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          caller.user.id,
          caller.sessionId ?? null,
        ]);
      } else {
        await tx.query('delete from auth.sessions where user_id = $1', [caller.user.id]);
      }
    });
    return c.body(null, 204);
  });
}
