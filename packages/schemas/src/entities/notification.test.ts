import { describe, expect, it } from 'vitest';
import { notificationPreferenceRow, notificationRow } from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { notificationPreferenceSchema, notificationSchema } from './notification.js';

describe('notificationSchema', () => {
  it('parses task-level, workspace-level and read rows', () => {
    expect(parseOk(notificationSchema, notificationRow)).toEqual(notificationRow);
    const invited = {
      ...notificationRow,
      task_id: null,
      actor_id: null,
      kind: 'invited',
      details: { role: 'member', workspace_name: 'Acme' },
      read_at: notificationRow.created_at,
    };
    expect(parseOk(notificationSchema, invited)).toEqual(invited);
  });

  it('refuses an unknown kind and a count below one', () => {
    expect(issuesOf(notificationSchema, { ...notificationRow, kind: 'archived' })).toEqual([
      expect.stringMatching(/^kind: Notification kind must be one of/),
    ]);
    expect(issuesOf(notificationSchema, { ...notificationRow, count: 0 })).toHaveLength(1);
  });
});

describe('notificationPreferenceSchema', () => {
  it('parses a preference row', () => {
    expect(parseOk(notificationPreferenceSchema, notificationPreferenceRow)).toEqual(
      notificationPreferenceRow,
    );
  });
});
