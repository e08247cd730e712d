import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { notifyError } from './notify-error';
import { useTandem } from './use-tandem';

/** Signs out of this browser and goes to the sign-in page (the user menu, the palette). */
export function useSignOut(): () => Promise<void> {
  const tandem = useTandem();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await tandem.auth.signOut();
      // The session listener also reacts; navigating here covers a missed event.
      await navigate({ to: '/sign-in', search: {} });
    } catch (error) {
      notifyError(error);
    }
  }, [tandem, navigate]);
}
