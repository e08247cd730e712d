import { Button } from '@tandem/ui/actions';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { SettingsRow } from '@tandem/ui/workspace';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';

/** "Sign out" of this browser, and "Sign out everywhere" (every device, after a confirmation). */
export function SignOutRows() {
  const tandem = useTandem();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<'local' | 'global' | null>(null);

  async function signOut(scope: 'local' | 'global') {
    setLeaving(scope);
    try {
      await tandem.auth.signOut({ scope });
      await navigate({ to: '/sign-in', search: {} });
    } catch (error) {
      setLeaving(null);
      notifyError(error);
    }
  }

  return (
    <>
      <SettingsRow
        title="Sign out"
        description="End your session in this browser, in every tab."
        action={
          <Button loading={leaving === 'local'} onClick={() => signOut('local')}>
            Sign out
          </Button>
        }
      />
      <SettingsRow
        title="Sign out everywhere"
        description="End every session of your account, on every device, including this one."
        action={
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button loading={leaving === 'global'}>Sign out everywhere</Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              title="Sign out everywhere?"
              description="Every device signed in to your account will have to sign in again."
              confirmLabel="Sign out everywhere"
              destructive
              onConfirm={() => signOut('global')}
            />
          </AlertDialog>
        }
      />
    </>
  );
}
