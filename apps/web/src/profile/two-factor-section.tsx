import { Button } from '@tandem/ui/actions';
import { Badge, ListSkeleton, toast } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@tandem/ui/overlays';
import { SettingsRow, SettingsSection } from '@tandem/ui/workspace';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../lib/format-date';
import { notifyError } from '../lib/notify-error';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandem } from '../lib/use-tandem';
import { type Enrollment, TwoFactorEnroll } from './two-factor-enroll';

/** The query of the signed-in user's second factors. */
const FACTORS_KEY = ['auth', 'factors'] as const;

/** No authenticator app yet: what it does, and "Set up". */
function SetUpRow({ starting, onStart }: { starting: boolean; onStart: () => void }) {
  return (
    <SettingsRow
      title="Authenticator app"
      description="Ask for a 6-digit code from an app on your phone each time you sign in."
      action={
        <Button variant="primary" loading={starting} onClick={onStart}>
          Set up
        </Button>
      }
    />
  );
}

/** The authenticator app that is on, with "Remove" behind a confirmation. */
function ActiveFactorRow({
  addedOn,
  removing,
  onRemove,
}: {
  addedOn: Date;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <SettingsRow
      title={
        <span className="flex items-center gap-2">
          Authenticator app <Badge tone="success">On</Badge>
        </span>
      }
      description={`Added on ${formatDate(addedOn.toISOString())}. Signing in asks for a code from it.`}
      action={
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button loading={removing}>Remove</Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title="Turn off two-factor authentication?"
            description="Signing in will need only your password. You can set up an authenticator app again at any time."
            confirmLabel="Turn off"
            destructive
            onConfirm={onRemove}
          />
        </AlertDialog>
      }
    />
  );
}

/**
 * "Two-factor authentication": turn on an authenticator app (QR code or key, then a code),
 * or remove it after a confirmation. While on, signing in asks for the app's code.
 */
export function TwoFactorSection() {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: () => tandem.auth.listFactors() });
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [busy, setBusy] = useState<'start' | 'remove' | null>(null);
  const active = factors.data?.find((f) => f.status === 'verified' && f.type === 'totp');
  const refresh = () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });

  async function start() {
    setBusy('start');
    try {
      setEnrollment(await tandem.auth.enrollTotp({ issuer: 'Tandem' }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  function cancel() {
    const unfinished = enrollment;
    setEnrollment(null);
    // The unverified factor would expire by itself; removing it keeps the account tidy.
    if (unfinished) void tandem.auth.unenrollFactor(unfinished.factorId).catch(() => {});
  }

  async function remove(factorId: string) {
    setBusy('remove');
    try {
      await tandem.auth.unenrollFactor(factorId);
      toast.success('Two-factor authentication is off.');
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  let body: ReactNode;
  if (factors.isError) {
    body = <QueryErrorState error={factors.error} onRetry={() => factors.refetch()} />;
  } else if (!factors.data) {
    body = <ListSkeleton rows={1} label="Loading two-factor authentication…" />;
  } else if (enrollment) {
    body = (
      <TwoFactorEnroll
        enrollment={enrollment}
        onCancel={cancel}
        onEnabled={async () => {
          setEnrollment(null);
          toast.success('Two-factor authentication is on.');
          await refresh();
        }}
      />
    );
  } else if (active) {
    body = (
      <ActiveFactorRow
        addedOn={active.createdAt}
        removing={busy === 'remove'}
        onRemove={() => remove(active.id)}
      />
    );
  } else {
    body = <SetUpRow starting={busy === 'start'} onStart={start} />;
  }

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="A second step when signing in, so a stolen password is not enough."
    >
      {body}
    </SettingsSection>
  );
}
