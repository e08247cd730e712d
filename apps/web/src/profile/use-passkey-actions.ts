import type { Passkey } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';
import { useState } from 'react';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';
import { suggestPasskeyName } from './passkey-name';
import { passkeyLabel } from './passkey-row';

/** What {@link usePasskeyActions} gives the passkeys section. */
export interface PasskeyActions {
  /** `'add'` while adding, a passkey's id while removing it, else `null`. */
  busy: string | null;
  add: () => Promise<void>;
  remove: (passkey: Passkey) => Promise<void>;
}

/**
 * Adds a passkey on this device (named after it, apart from the user's others; the browser's
 * prompt cancelled is no error) and removes one, each saying so in a toast and refreshing
 * the list.
 */
export function usePasskeyActions(
  passkeys: readonly Passkey[] | undefined,
  refresh: () => Promise<unknown>,
): PasskeyActions {
  const tandem = useTandem();
  const [busy, setBusy] = useState<string | null>(null);

  async function add() {
    setBusy('add');
    try {
      const taken = (passkeys ?? []).flatMap((passkey) => passkey.name ?? []);
      const name = suggestPasskeyName(navigator.userAgent, new Date(), taken);
      const added = await tandem.auth.addPasskey({ name });
      toast.success(`Passkey “${passkeyLabel(added)}” added.`);
      await refresh();
    } catch (error) {
      if (tandem.auth.passkeyFailureOf(error) !== 'cancelled') notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  async function remove(passkey: Passkey) {
    setBusy(passkey.id);
    try {
      await tandem.auth.removePasskey(passkey.id);
      toast.success(`Passkey “${passkeyLabel(passkey)}” removed.`);
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  return { busy, add, remove };
}
