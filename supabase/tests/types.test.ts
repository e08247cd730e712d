import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTypesFile, typesFile } from '../scripts/gen-types.js';

describe('generated Database type', () => {
  it('matches a fresh generation from the migrations (run `pnpm gen:types` after a migration)', async () => {
    expect(readFileSync(typesFile, 'utf8')).toBe(await renderTypesFile());
  });

  it('describes every table, RPC and enum of the migrations', async () => {
    const source = readFileSync(typesFile, 'utf8');
    for (const name of [
      'profiles',
      'workspaces',
      'workspace_members',
      'invitations',
      'boards',
      'tasks',
      'comments',
      'attachments',
      'activity',
      'create_workspace',
      'invite_member',
      'accept_invitation',
      'revoke_invitation',
      'change_member_role',
      'remove_member',
      'leave_workspace',
      'transfer_ownership',
      'move_task',
      'task_checklist_items',
      'move_checklist_item',
      'checklist_item_to_task',
      'workspace_labels',
      'merge_labels',
      'board_states',
      'move_task_to_state',
      'move_board_state',
      'delete_board_state',
      'board_state_load',
      'state_category',
      'get_invitation',
      'is_slug_available',
      'member_emails',
      'task_watchers',
      'notifications',
      'notification_preferences',
      'mark_notification_read',
      'mark_all_notifications_read',
      'unsubscribe_notifications',
      'claim_notification_digests',
      'notification_kind',
      'member_role',
      'task_status',
      'task_priority',
      'activity_kind',
    ]) {
      expect(source, name).toMatch(new RegExp(`^ {6}${name}: `, 'm'));
    }
    // Nothing from the private schema leaks into the API types.
    expect(source).not.toMatch(/task_counters|key_between|is_member/);
  });
});
