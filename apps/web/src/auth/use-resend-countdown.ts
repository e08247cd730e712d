import { AUTH_EMAIL_RATE_LIMIT_SECONDS } from '@tandem/schemas';
import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds until another auth email may be asked for (the schemas README, "Limits": one per address per
 * 60 s), counting down from when the last one was sent. `restart()` after each send.
 */
export function useResendCountdown(seconds = AUTH_EMAIL_RATE_LIMIT_SECONDS) {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000));
  useEffect(() => {
    if (remaining === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);
  const restart = useCallback(() => {
    const time = Date.now();
    setSentAt(time);
    setNow(time);
  }, []);
  return { remaining, restart };
}
