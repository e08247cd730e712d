import { useEffect } from 'react';
import { useTandem } from '../lib/use-tandem';

/**
 * How often a signed-in page asks the auth server whether its session still exists. "Sign out
 * everywhere" (or an admin) ends sessions on the server only: an access token stays valid
 * until it expires, so nothing tells the other browsers but asking.
 */
const CHECK_EVERY_MS = 5_000;

/**
 * Checks the session with the auth server every few seconds while the page is visible and
 * online, and at once when it becomes visible or focused again. A session the server no
 * longer has is dropped by `auth.getUser()`, and `useSessionEvents` then takes the page to
 * sign-in as for any expired session.
 */
export function useSessionCheck(): void {
  const tandem = useTandem();
  useEffect(() => {
    let checking = false;
    const check = () => {
      if (checking || document.visibilityState !== 'visible' || !navigator.onLine) return;
      checking = true;
      // A failure to reach the server says nothing about the session: the next check retries.
      void tandem.auth
        .getUser()
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [tandem]);
}
