import type { Context } from 'hono';
import { prepareEmailFlow } from '../email-flow.js';
import { AuthError, validationFailed } from '../errors.js';
import { objectField, readJson, redirectTarget, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import {
  findUserByEmail,
  insertUser,
  isValidEmail,
  loadUserJson,
  normalizeEmail,
} from '../users.js';

/** `POST /invite`: creates the user if needed and sends the invite link. */
export async function invite(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const body = await readJson(c);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  const data = objectField(body, 'data') ?? {};
  const redirectTo = redirectTarget(service, c, body);
  service.mailer.checkLimits(email);
  const outcome = await db.withAdmin(async (tx) => {
    const now = service.now();
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    user ??= await insertUser(tx, { email, userMetadata: data, invitedAt: now }, now);
    await tx.query('update auth.users set invited_at = $2 where id = $1', [user.id, now]);
    const { email: message } = await prepareEmailFlow(service, tx, {
      user,
      kind: 'invite',
      redirectTo,
    });
    return { message, user: await loadUserJson(tx, user.id) };
  });
  service.mailer.send(outcome.message);
  return c.json(outcome.user);
}
