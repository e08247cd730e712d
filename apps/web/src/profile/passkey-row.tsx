import type { Passkey } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { SettingsRow } from '@tandem/ui/workspace';
import { KeyRound } from 'lucide-react';
import { formatDate } from '../lib/format-date';

/** Props of {@link PasskeyRow}. */
export interface PasskeyRowProps {
  passkey: Passkey;
  /** Whether this passkey is being removed. */
  removing: boolean;
  onRename: () => void;
  onRemove: () => void;
}

/** The name a passkey is listed under. */
export function passkeyLabel(passkey: Passkey): string {
  return passkey.name ?? 'Passkey';
}

function usage(passkey: Passkey): string {
  const added = `Added ${formatDate(passkey.createdAt.toISOString())}`;
  return passkey.lastUsedAt
    ? `${added} · Last used ${formatDate(passkey.lastUsedAt.toISOString())}`
    : `${added} · Not used yet`;
}

/** One passkey: its name and when it was added and used, with "Rename" and "Remove". */
export function PasskeyRow({ passkey, removing, onRename, onRemove }: PasskeyRowProps) {
  const label = passkeyLabel(passkey);
  return (
    <SettingsRow
      title={
        <span className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="truncate">{label}</span>
        </span>
      }
      description={usage(passkey)}
      action={
        <>
          <Button aria-label={`Rename passkey ${label}`} onClick={onRename}>
            Rename
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button aria-label={`Remove passkey ${label}`} loading={removing}>
                Remove
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              title={`Remove “${label}”?`}
              description="It will no longer sign you in to Tandem. Your device may keep showing it until you delete it there too."
              confirmLabel="Remove passkey"
              destructive
              onConfirm={onRemove}
            />
          </AlertDialog>
        </>
      }
    />
  );
}
