import { useEffect, useState } from 'react';
import { useTandem } from '../lib/use-tandem';

/**
 * Whether the session must still enter its authenticator code (aal2) before it may change
 * what needs it, as the auth server says once asked; and the setter, for when the code has
 * been entered. Offline, the answer stays "no": the form reports the problem when used.
 */
export function useNeedsCode(): [boolean, (needsCode: boolean) => void] {
  const tandem = useTandem();
  const [needsCode, setNeedsCode] = useState(false);
  useEffect(() => {
    let current = true;
    tandem.auth.getAssuranceLevel().then(
      (level) => {
        if (current) setNeedsCode(level.needsCode);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tandem]);
  return [needsCode, setNeedsCode];
}
