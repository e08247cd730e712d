import type { BoardViewer } from '@tandem/api-client';
import { can, type MemberRole } from '@tandem/schemas';

/**
 * The viewers as the board shows them: "… is editing" only for someone whose role, as the
 * workspace's members list says, lets them edit. A presence entry is written by the client it
 * describes, so a viewer's client (or anyone's, changed by hand) can claim to be editing; the
 * server-known role cannot be claimed. Someone not (or not yet) in the list is shown as not
 * editing. Entries that claim nothing, or may, are kept as they are.
 *
 * @param viewers - the board channel's presence
 * @param members - the members of the board's workspace (`undefined` while loading)
 */
export function withEditingByRole(
  viewers: ReadonlyArray<BoardViewer>,
  members: ReadonlyArray<{ user_id: string; role: MemberRole }> | undefined,
): BoardViewer[] {
  return viewers.map((viewer) => {
    const role = members?.find((member) => member.user_id === viewer.userId)?.role;
    return viewer.editingTaskId && !(role && can(role, 'content.contribute'))
      ? { ...viewer, editingTaskId: null }
      : viewer;
  });
}
