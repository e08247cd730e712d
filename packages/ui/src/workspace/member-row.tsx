import { UserMinus } from 'lucide-react';
import type * as React from 'react';
import { IconButton } from '../actions/icon-button';
import { Avatar } from '../display/avatar';
import { MEMBER_ROLES, type MemberRole } from '../domain/schemas';
import { Badge } from '../feedback/badge';
import { Select } from '../forms/select';
import { cn } from '../foundations/cn';

/** The English name of each role. */
export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

/** Props of {@link MemberRow}. */
export interface MemberRowProps extends Omit<React.ComponentProps<'li'>, 'children'> {
  /** Display name. */
  name: string;
  /** Email, shown under the name. */
  email?: string;
  /** Avatar image URL. */
  avatarUrl?: string | null;
  /** Current role (named so it is not mistaken for an ARIA role). */
  memberRole: MemberRole;
  /** Mark the row as the signed-in user ("You"). @default false */
  isYou?: boolean;
  /**
   * The roles this viewer may give: an admin changes roles below owner, so pass
   * `['admin', 'member', 'viewer']`; omit (or leave empty) to show the role read-only. The
   * owner's role is never editable here: ownership moves by transfer.
   */
  assignableRoles?: ReadonlyArray<MemberRole>;
  /** Called with the chosen role. */
  onRoleChange?: (role: MemberRole) => void;
  /** Show "Remove from workspace", calling this. */
  onRemove?: () => void;
}

/** A workspace member with their role: a select when it can be changed, a badge otherwise. */
export function MemberRow({
  name,
  email,
  avatarUrl,
  memberRole: role,
  isYou = false,
  assignableRoles = [],
  onRoleChange,
  onRemove,
  className,
  ...props
}: MemberRowProps) {
  const editable = role !== 'owner' && assignableRoles.length > 0 && Boolean(onRoleChange);
  const options = MEMBER_ROLES.filter(
    (option) => option === role || assignableRoles.includes(option),
  )
    .filter((option) => option !== 'owner')
    .reverse()
    .map((option) => ({ value: option, label: ROLE_LABELS[option] }));
  return (
    <li className={cn('flex items-center gap-3 py-2.5', className)} {...props}>
      <Avatar name={name} src={avatarUrl} size="md" decorative />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate font-medium text-fg text-sm">
          <span className="truncate">{name}</span>
          {isYou ? <Badge>You</Badge> : null}
        </p>
        {email ? <p className="truncate text-muted text-xs">{email}</p> : null}
      </div>
      {editable ? (
        <Select<MemberRole>
          aria-label={`Role of ${name}`}
          size="sm"
          className="w-28"
          value={role}
          options={options}
          onValueChange={(next) => onRoleChange?.(next)}
        />
      ) : (
        <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>{ROLE_LABELS[role]}</Badge>
      )}
      {onRemove && role !== 'owner' ? (
        <IconButton
          label={isYou ? 'Leave workspace' : `Remove ${name} from workspace`}
          icon={<UserMinus />}
          size="sm"
          onClick={onRemove}
        />
      ) : null}
    </li>
  );
}
