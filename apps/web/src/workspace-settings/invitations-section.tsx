import { toTandemError, type WorkspaceWithRole } from '@tandem/api-client';
import type { Invitation } from '@tandem/schemas';
import { DividedList } from '@tandem/ui/display';
import { Banner, ListSkeleton, toast } from '@tandem/ui/feedback';
import { CopyField, Field } from '@tandem/ui/forms';
import { InvitationRow, ROLE_LABELS, SettingsSection } from '@tandem/ui/workspace';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { expiryText } from './expiry-text';
import { InviteForm } from './invite-form';

/** The browser refused the clipboard: the link is still there to select by hand. */
function copyRefused() {
  toast.error('Your browser did not allow copying. Select the link and copy it yourself.');
}

/**
 * Invitations (admins and the owner): invite by email with a role, which emails the
 * invitation (the link can still be copied); the pending invitations with their links, and
 * "Revoke".
 */
export function InvitationsSection({ workspace }: { workspace: WorkspaceWithRole }) {
  const tandem = useTandem();
  const pending = useQuery(useTandemQueries().invitations.pending(workspace.id));
  const mutations = useTandemMutations();
  const revoke = useMutation(mutations.invitations.revoke());
  const send = useMutation(mutations.invitations.send());
  const [sent, setSent] = useState<Invitation | null>(null);
  const invited = (invitation: Invitation) => {
    setSent(invitation);
    send.mutate(invitation.id);
  };

  return (
    <SettingsSection
      id="invitations"
      title="Invitations"
      description="Invite people by email. The link in the invitation works for that address only, for 7 days."
    >
      <InviteForm workspaceId={workspace.id} onInvited={invited} />
      {sent ? <SendStatus email={sent.email} send={send} onDismiss={() => setSent(null)} /> : null}
      {sent ? (
        <Field label={`Invitation link for ${sent.email}`}>
          <CopyField
            value={tandem.invitations.linkFor(sent)}
            copyLabel="Copy link"
            onCopyError={copyRefused}
          />
        </Field>
      ) : null}
      {pending.isPending ? (
        <ListSkeleton rows={2} label="Loading invitations…" />
      ) : pending.isError ? (
        <QueryErrorState error={pending.error} onRetry={() => pending.refetch()} />
      ) : pending.data.length === 0 ? null : (
        <DividedList aria-label="Pending invitations">
          {pending.data.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              email={invitation.email}
              roleLabel={ROLE_LABELS[invitation.role]}
              expiry={expiryText(invitation.expires_at)}
              link={tandem.invitations.linkFor(invitation)}
              onCopyError={copyRefused}
              onRevoke={() =>
                revoke.mutate(
                  { invitationId: invitation.id, workspaceId: workspace.id },
                  {
                    onSuccess: () => {
                      if (sent?.id === invitation.id) setSent(null);
                      toast.success(`The invitation for ${invitation.email} was revoked.`);
                    },
                  },
                )
              }
            />
          ))}
        </DividedList>
      )}
    </SettingsSection>
  );
}

/** Whether the invitation email went out; the link below it can be shared either way. */
function SendStatus({
  email,
  send,
  onDismiss,
}: {
  email: string;
  send: { isPending: boolean; isError: boolean; error: unknown };
  onDismiss: () => void;
}) {
  if (send.isPending) {
    return (
      <Banner tone="info" title={`Sending the invitation to ${email}…`}>
        You can also send them this link:
      </Banner>
    );
  }
  if (send.isError) {
    return (
      <Banner
        tone="warning"
        title="Invitation created, but the email was not sent."
        onDismiss={onDismiss}
      >
        {toTandemError(send.error).message} Send {email} this link:
      </Banner>
    );
  }
  return (
    <Banner tone="success" title={`Invitation sent to ${email}.`} onDismiss={onDismiss}>
      You can also send them this link:
    </Banner>
  );
}
