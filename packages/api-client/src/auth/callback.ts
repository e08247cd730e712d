import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapAuth } from './auth-error.js';
import { safeNextPath } from './redirects.js';
import type { AuthCallbackResult } from './types.js';

/** The query parameter supabase-js may add to name the PKCE flow a callback belongs to. */
const FLOW_ID_PARAM = 'sb_flow_id';

/**
 * Finishes an auth link or OAuth sign-in on the app's `/auth/callback` page: exchanges the
 * `?code=` for a session with the PKCE verifier this browser stored when it asked for the link,
 * and says where to go next.
 *
 * `kind` is `recovery` when the exchanged flow was started by {@link requestPasswordReset}.
 * That is read from the flow itself: supabase-js tags the stored verifier of a recovery request
 * and emits PASSWORD_RECOVERY for exactly the exchanges made with it. Not from `next`: `next`
 * is part of a URL anyone can write, so a link crafted with `next=/auth/reset-password` is not
 * a recovery, and a recovery stays one whatever its `next`.
 *
 * @param url - the callback page's URL (`window.location.href` in a browser).
 * @returns `next`: the link's `?next=` if it is a path of this app, else `/`.
 * @throws `auth/link-invalid` when the URL carries `?error=`/`?error_code=` (expired or used
 * email link, OAuth consent refused: the cause's `error` is then `access_denied`), has no code, or the code is unknown, used or expired, or
 * this browser holds no verifier for it (the link was opened in another browser);
 * `network/offline` when the auth server cannot be reached.
 */
export async function handleAuthCallback(
  context: ClientContext,
  url: string | URL,
): Promise<AuthCallbackResult> {
  const callback = new URL(url);
  // GoTrue puts errors in the query for PKCE links and in the fragment as well.
  const params = new URLSearchParams(callback.search);
  for (const [key, value] of new URLSearchParams(callback.hash.slice(1))) {
    if (!params.has(key)) params.set(key, value);
  }
  const next = safeNextPath(params.get('next')) ?? '/';
  const errorCode = params.get('error_code') ?? params.get('error');
  if (errorCode) {
    throw new TandemError('auth/link-invalid', {
      cause: {
        code: errorCode,
        // OAuth's own `error` (`access_denied`: the person cancelled on the provider's page).
        error: params.get('error') ?? undefined,
        description: params.get('error_description') ?? undefined,
      },
    });
  }
  const code = params.get('code');
  if (!code) {
    // The first of the two confirmations of an email change answers with a message only.
    const message = params.get('message');
    if (message) return { next, kind: 'signed-in', message };
    throw new TandemError('auth/link-invalid');
  }
  const flowId = params.get(FLOW_ID_PARAM);
  let recovery = false;
  // supabase-js awaits its listeners before the exchange resolves, so the flag is set by then.
  const { data } = context.supabase.auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') recovery = true;
  });
  try {
    await unwrapAuth(
      context.supabase.auth.exchangeCodeForSession(code, flowId ? { flowId } : undefined),
    );
  } finally {
    data.subscription.unsubscribe();
  }
  return { next, kind: recovery ? 'recovery' : 'signed-in' };
}
