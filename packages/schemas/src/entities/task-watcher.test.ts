import { describe, expect, it } from 'vitest';
import { taskWatcherRow } from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { taskWatcherSchema } from './task-watcher.js';

describe('taskWatcherSchema', () => {
  it('parses a watcher row and refuses one without its person', () => {
    expect(parseOk(taskWatcherSchema, taskWatcherRow)).toEqual(taskWatcherRow);
    expect(issuesOf(taskWatcherSchema, { ...taskWatcherRow, user_id: 'x' })).toEqual([
      'user_id: Must be a UUID',
    ]);
  });
});
