import type { SupabaseParts } from '../internal/context.js';
import type { createTokenKeeper } from './token-keeper.js';

/**
 * Follows the session for realtime: every new access token is handed to the socket, and after a
 * sign-in or token refresh `restartClosed` rebuilds at once the channels the server closed.
 */
export function followSession(
  supabase: SupabaseParts,
  tokens: ReturnType<typeof createTokenKeeper>,
  restartClosed: () => void,
): void {
  supabase.auth.onAuthStateChange((event, session) => {
    // Deferred: supabase-js awaits these callbacks inside its sign-in and refresh, and a
    // Supabase call awaited inside one (a refresh inside TOKEN_REFRESHED) waits forever.
    setTimeout(() => {
      // Hand every new access token to realtime (supabase-js does too; doing it here also
      // plans its renewal), then rebuild at once the channels the server closed.
      void tokens.use(session).then(() => {
        if (event !== 'SIGNED_IN' && event !== 'TOKEN_REFRESHED') return;
        restartClosed();
      });
    }, 0);
  });
}
