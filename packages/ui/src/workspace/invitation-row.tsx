import { X } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../actions/button';
import { CopyButton } from '../actions/copy-button';
import { Avatar } from '../display/avatar';
import { Badge } from '../feedback/badge';
import { cn } from '../foundations/cn';

/** Props of {@link InvitationRow}. */
export interface InvitationRowProps extends Omit<React.ComponentProps<'li'>, 'children'> {
  /** The invited address. */
  email: string;
  /** The role it grants, as text ("Member"). */
  roleLabel: string;
  /** When it runs out, as text ("Expires in 6 days"). */
  expiry?: React.ReactNode;
  /** The invitation link, copied by "Copy link". */
  link: string;
  /** Show "Revoke", calling this. */
  onRevoke?: () => void;
  /** Called when the browser refused to copy. */
  onCopyError?: (error: unknown) => void;
}

/**
 * A pending invitation: the address, the role it grants and its expiry, with "Copy link" and
 * "Revoke". Buttons name the address for screen readers (after their visible text), since every row has the same ones.
 */
export function InvitationRow({
  email,
  roleLabel,
  expiry,
  link,
  onRevoke,
  onCopyError,
  className,
  ...props
}: InvitationRowProps) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5', className)} {...props}>
      <Avatar name={email} size="md" decorative />
      {/* Wide enough for an address: on phones the buttons wrap under it instead. */}
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-medium text-fg text-sm">{email}</p>
        {expiry ? <p className="truncate text-muted text-xs">{expiry}</p> : null}
      </div>
      <Badge>{roleLabel}</Badge>
      <div className="ms-auto flex items-center gap-1">
        <CopyButton
          size="sm"
          variant="ghost"
          value={link}
          label={
            <>
              Copy link<span className="sr-only"> for {email}</span>
            </>
          }
          onError={onCopyError}
        />
        {onRevoke ? (
          <Button size="sm" variant="ghost" onClick={onRevoke}>
            <X aria-hidden="true" />
            Revoke<span className="sr-only"> the invitation for {email}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
