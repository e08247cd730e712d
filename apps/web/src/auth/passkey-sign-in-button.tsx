import { Button } from '@tandem/ui/actions';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { formMessageOf } from './server-error';

/** Props of {@link PasskeySignInButton}. */
export interface PasskeySignInButtonProps {
  /** Called once signed in: `needsCode` when the account also asks for an authenticator code. */
  onSignedIn: (result: { needsCode: boolean }) => void | Promise<void>;
  /** A message for above the form when the sign-in failed, or `null` to clear it. */
  onFormError: (message: string | null) => void;
}

/** Whether this browser can use passkeys at all (WebAuthn). */
function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && 'PublicKeyCredential' in window;
}

/**
 * "Sign in with a passkey": the browser asks which of this site's passkeys to use (Touch ID,
 * Windows Hello, a phone or a security key), no email or password needed. Hidden in browsers
 * without WebAuthn. Closing the browser's prompt is not an error worth a message.
 */
export function PasskeySignInButton({ onSignedIn, onFormError }: PasskeySignInButtonProps) {
  const tandem = useTandem();
  const [waiting, setWaiting] = useState(false);
  if (!browserHasPasskeys()) return null;
  return (
    <Button
      size="lg"
      loading={waiting}
      onClick={async () => {
        onFormError(null);
        setWaiting(true);
        try {
          await tandem.auth.signInWithPasskey();
          const level = await tandem.auth.getAssuranceLevel();
          await onSignedIn({ needsCode: level.needsCode });
        } catch (error) {
          if (tandem.auth.passkeyFailureOf(error) !== 'cancelled') {
            onFormError(formMessageOf(error));
          }
        } finally {
          setWaiting(false);
        }
      }}
    >
      {waiting ? null : <KeyRound aria-hidden="true" />}
      Sign in with a passkey
    </Button>
  );
}
