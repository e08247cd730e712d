import { describe, expect, it } from 'vitest';
import {
  attachmentRow,
  boardRow,
  commentRow,
  invitationRow,
  taskRow,
  workspaceRow,
} from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { attachmentSchema } from './attachment.js';
import { boardSchema } from './board.js';
import { commentSchema } from './comment.js';
import { invitationSchema } from './invitation.js';
import { taskSchema } from './task.js';
import { workspaceSchema } from './workspace.js';

// Deleting an account sets these columns to null (`on delete set null`): the rows stay.
const cases = [
  ['comments.author_id', commentSchema, commentRow, 'author_id'],
  ['tasks.created_by', taskSchema, taskRow, 'created_by'],
  ['invitations.invited_by', invitationSchema, invitationRow, 'invited_by'],
  ['attachments.uploaded_by', attachmentSchema, attachmentRow, 'uploaded_by'],
  ['boards.created_by', boardSchema, boardRow, 'created_by'],
  ['workspaces.created_by', workspaceSchema, workspaceRow, 'created_by'],
] as const;

describe('rows of a deleted account', () => {
  it.each(cases)('accepts a null %s', (_name, schema, row, column) => {
    const orphan = { ...row, [column]: null };
    expect(parseOk(schema, orphan)).toEqual(orphan);
  });

  it.each(cases)('still refuses a %s that is not a uuid', (_name, schema, row, column) => {
    expect(issuesOf(schema, { ...row, [column]: 'someone' })).toHaveLength(1);
  });
});
