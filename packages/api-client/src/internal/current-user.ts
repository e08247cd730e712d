import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from './context.js';

/**
 * The signed-in user's id from the stored session (no request unless the token needs a
 * refresh), or `undefined` when signed out. Only used to narrow queries and name preferences:
 * row-level security, not this id, decides what the caller may see.
 */
export async function currentUserId(context: ClientContext): Promise<string | undefined> {
  const { data } = await context.supabase.auth.getSession();
  return data.session?.user.id;
}

/**
 * {@link currentUserId}, refusing with `data/forbidden` when nobody is signed in, with the 401
 * the server answers a request without a session.
 */
export async function requireUserId(context: ClientContext): Promise<string> {
  const id = await currentUserId(context);
  if (!id) throw new TandemError('data/forbidden', { message: 'Sign in first.', status: 401 });
  return id;
}
