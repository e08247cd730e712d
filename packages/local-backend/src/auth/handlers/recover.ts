import type { Context } from 'hono';
import { deliver, linkEmail } from '../email-flow.js';
import { readPkceChallenge } from '../pkce.js';
import { readJson, redirectTarget, requireEmail } from '../request.js';
import type { AuthService } from '../service.js';
import { findUserByEmail } from '../users.js';

/** `POST /recover`: sends a password recovery link; unknown addresses get the same answer. */
export async function recover(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const body = await readJson(c);
  const email = requireEmail(body);
  const challenge = readPkceChallenge(body);
  const redirectTo = redirectTarget(service, c, body);
  service.mailer.checkLimits(email);
  const message = await db.withAdmin(async (tx) => {
    const user = await findUserByEmail(tx, email);
    // Unknown addresses get the same answer, so they cannot be probed.
    if (!user) return undefined;
    const recovery = await linkEmail(service, tx, user, 'recovery', { redirectTo, challenge });
    return recovery;
  });
  deliver(service, [message]);
  return c.json({});
}
