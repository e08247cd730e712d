import { useEffect } from 'react';
import { mayHaveStoredSession } from '../lib/stored-session';
import { useTandem } from '../lib/use-tandem';
import type { SignInStep } from './sign-in-step';

/**
 * Moves the page to the code step (`setStep`, a state setter: stable) when the stored session still owes its authenticator code (a sign-in
 * left half-finished, or sent here by the app's guard). Without a session cookie there is
 * no half-finished sign-in, and no client to load.
 */
export function usePendingCodeStep(setStep: (step: SignInStep) => void): void {
  const tandem = useTandem();
  useEffect(() => {
    if (!mayHaveStoredSession()) return;
    let current = true;
    tandem.auth.getAssuranceLevel().then(
      (level) => {
        if (current && level.needsCode) setStep({ kind: 'code' });
      },
      () => {
        // Offline: the password step stays, and reports the problem when used.
      },
    );
    return () => {
      current = false;
    };
  }, [tandem, setStep]);
}
