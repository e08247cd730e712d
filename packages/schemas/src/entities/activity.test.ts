import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '../enums.js';
import { activityRow } from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { activitySchema } from './activity.js';

describe('activitySchema', () => {
  it('parses every kind, with or without a task', () => {
    for (const kind of ACTIVITY_KINDS) {
      expect(parseOk(activitySchema, { ...activityRow, kind }).kind).toBe(kind);
    }
    expect(parseOk(activitySchema, { ...activityRow, task_id: null }).task_id).toBeNull();
  });

  it('reads the bigint id as a number and accepts entries without an actor', () => {
    expect(parseOk(activitySchema, activityRow).id).toBe(1234);
    expect(parseOk(activitySchema, { ...activityRow, actor_id: null }).actor_id).toBeNull();
    expect(issuesOf(activitySchema, { ...activityRow, id: '1234' })).toHaveLength(1);
  });

  it('keeps the JSON payload as recorded', () => {
    const payload = { from: 'todo', nested: { list: [1, 'two', null, true] } };
    expect(parseOk(activitySchema, { ...activityRow, payload }).payload).toEqual(payload);
  });

  it('refuses unknown kinds and non-object payloads', () => {
    expect(issuesOf(activitySchema, { ...activityRow, kind: 'task.exploded' })).toHaveLength(1);
    expect(issuesOf(activitySchema, { ...activityRow, payload: 'moved' })).toHaveLength(1);
    expect(issuesOf(activitySchema, { ...activityRow, payload: [1] })).toHaveLength(1);
  });
});
