import type { ClientContext } from '../internal/context.js';
import { isBrowser } from '../internal/environment.js';
import { unwrapAuth } from './auth-error.js';
import { callbackUrl } from './redirects.js';
import type { NextOption } from './types.js';

/** Options of {@link AuthApi.signInWithGitHub}. */
export interface GitHubSignInOptions extends NextOption {
  /**
   * Send the browser to GitHub right away. Default: `true` in a browser, `false` elsewhere
   * (where the returned URL is opened by the caller).
   */
  redirect?: boolean;
}

/**
 * Starts "Continue with GitHub" (PKCE): GitHub returns to `/auth/callback` (with `?next=` when
 * given), which {@link handleAuthCallback} finishes in this browser. A first sign-in creates the
 * account; an address that already has one gets GitHub linked to it.
 *
 * @returns the authorize URL (already being opened when `redirect` is on).
 */
export async function signInWithGitHub(
  context: ClientContext,
  options: GitHubSignInOptions = {},
): Promise<{ url: string }> {
  const redirect = options.redirect ?? isBrowser();
  const { url } = await unwrapAuth(
    context.supabase.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: callbackUrl(context, options.next), skipBrowserRedirect: !redirect },
    }),
  );
  return { url };
}
