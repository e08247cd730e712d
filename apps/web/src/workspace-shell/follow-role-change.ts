import type { MemberRole } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';

/** What each role may do, in a phrase after "you can". */
const ROLE_ALLOWS: Readonly<Record<MemberRole, string>> = {
  owner: 'do everything, including transferring or deleting the workspace',
  admin: 'manage members, boards and columns, and edit every task',
  member: 'create and edit tasks and comment',
  viewer: 'read boards and tasks, but not change them',
};

/**
 * Tells this person their role in the workspace changed while its page was open: the screens
 * already offer only what the new role allows, and this says why the editor just closed.
 */
export function announceRoleChange(
  workspaceName: string,
  before: MemberRole | undefined,
  after: MemberRole,
): void {
  if (before === undefined || before === after) return;
  // The role's name as the members list writes it ("Viewer"), without the kit's members module.
  const role = `${after.charAt(0).toUpperCase()}${after.slice(1)}`;
  const article = after === 'admin' ? 'an' : 'a';
  toast.info(`You're now ${article} ${role} in ${workspaceName}`, {
    id: 'role-changed',
    description: `You can ${ROLE_ALLOWS[after]}.`,
  });
}
