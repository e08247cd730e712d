import type { Passkey } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { ListSkeleton, toast } from '@tandem/ui/feedback';
import { SettingsSection } from '@tandem/ui/workspace';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandem } from '../lib/use-tandem';
import { PasskeyList } from './passkey-list';
import { passkeyLabel } from './passkey-row';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { usePasskeyActions } from './use-passkey-actions';

/** The query of the signed-in user's passkeys. */
const PASSKEYS_KEY = ['auth', 'passkeys'] as const;

function EmptyState() {
  return (
    <p className="text-muted text-sm">
      No passkeys yet. A passkey signs you in with your fingerprint, face or screen lock instead of
      a password, and cannot be phished.
    </p>
  );
}

/**
 * "Passkeys": sign in without a password. Add one on this device (the browser's own prompt),
 * rename it to tell devices apart, remove one after a confirmation.
 */
export function PasskeysSection() {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => tandem.auth.listPasskeys() });
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const { busy, add, remove } = usePasskeyActions(passkeys.data, refresh);

  let body: ReactNode;
  if (passkeys.isError) {
    body = <QueryErrorState error={passkeys.error} onRetry={() => passkeys.refetch()} />;
  } else if (!passkeys.data) {
    body = <ListSkeleton rows={1} label="Loading passkeys…" />;
  } else if (passkeys.data.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <PasskeyList
        passkeys={passkeys.data}
        removingId={busy}
        onRename={setRenaming}
        onRemove={remove}
      />
    );
  }

  return (
    <SettingsSection
      id="passkeys"
      title="Passkeys"
      description="Sign in with your device instead of a password."
      actions={
        <Button variant="primary" loading={busy === 'add'} onClick={add}>
          {busy === 'add' ? null : <Plus aria-hidden="true" />}
          Add a passkey
        </Button>
      }
    >
      {body}
      <RenamePasskeyDialog
        passkey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={async (renamed) => {
          toast.success(`Passkey renamed to “${passkeyLabel(renamed)}”.`);
          await refresh();
        }}
      />
    </SettingsSection>
  );
}
