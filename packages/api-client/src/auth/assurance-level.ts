import type { ClientContext } from '../internal/context.js';
import { unwrapMfa } from './mfa-error.js';
import type { AssuranceLevel, AssuranceLevelName } from './types.js';

// Apart from the other two-factor calls (loaded on first use): every signed-in page's guard
// asks for it, so it comes with the client's core and costs the guard no second fetch.

function levelOf(value: unknown): AssuranceLevelName | null {
  return value === 'aal1' || value === 'aal2' ? value : null;
}

/**
 * The assurance level of the stored session, without a request: fast enough for route
 * guards. `needsCode` says the user must enter a code before using the app.
 *
 * @throws `network/offline` when an expired session could not be refreshed for lack of network.
 */
export async function getAssuranceLevel(context: ClientContext): Promise<AssuranceLevel> {
  const data = await unwrapMfa(context.supabase.auth.mfa.getAuthenticatorAssuranceLevel());
  const current = levelOf(data.currentLevel);
  const next = levelOf(data.nextLevel);
  return { current, next, needsCode: current === 'aal1' && next === 'aal2' };
}
