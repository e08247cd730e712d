import { describe, expect, it } from 'vitest';
import { TASK_PRIORITIES, TASK_STATUSES } from '../enums.js';
import { ids } from '../test-rows.js';
import {
  issuesOf,
  itEnforcesOptionalText,
  itEnforcesRequiredText,
  parseOk,
} from '../test-utils.js';
import { createTaskInputSchema, updateTaskInputSchema } from './task.js';

const base = { workspace_id: ids.workspace, board_id: ids.board, title: 'Ship it' };

describe('createTaskInputSchema', () => {
  it('fills in the defaults', () => {
    expect(parseOk(createTaskInputSchema, base)).toEqual({
      ...base,
      description: null,
      status: 'backlog',
      priority: 'none',
      assignee_id: null,
      due_date: null,
      labels: [],
    });
  });

  it('accepts every status and priority, and a full task', () => {
    for (const status of TASK_STATUSES) {
      expect(parseOk(createTaskInputSchema, { ...base, status }).status).toBe(status);
    }
    for (const priority of TASK_PRIORITIES) {
      expect(parseOk(createTaskInputSchema, { ...base, priority }).priority).toBe(priority);
    }
    const full = {
      ...base,
      description: 'Why',
      status: 'todo',
      priority: 'urgent',
      assignee_id: ids.user,
      due_date: '2026-12-24',
      labels: ['ui'],
      position: 'a0',
    };
    expect(parseOk(createTaskInputSchema, full)).toEqual(full);
  });

  it('refuses bad enums, assignee, due date, labels and position', () => {
    expect(
      issuesOf(createTaskInputSchema, {
        ...base,
        status: 'doing',
        priority: 'p1',
        assignee_id: 'bob',
        due_date: '2026-02-30',
        labels: Array(11).fill('x'),
        position: '',
      }),
    ).toEqual([
      'status: Status must be one of backlog, todo, in_progress, in_review, done, canceled',
      'priority: Priority must be one of none, low, medium, high, urgent',
      'assignee_id: Assignee must be a user id',
      'due_date: Due date must be a date in the form YYYY-MM-DD',
      'labels: A task can have at most 10 labels',
      'position: Position cannot be empty',
    ]);
  });

  itEnforcesRequiredText({
    schema: createTaskInputSchema,
    base,
    field: 'title',
    label: 'Title',
    max: 200,
  });
  itEnforcesOptionalText({
    schema: createTaskInputSchema,
    base,
    field: 'description',
    label: 'Description',
    max: 10_000,
  });
});

describe('updateTaskInputSchema', () => {
  it('needs the version the edit is based on', () => {
    expect(issuesOf(updateTaskInputSchema, { title: 'x' })).toEqual([
      'version: Version must be a whole number',
    ]);
    expect(issuesOf(updateTaskInputSchema, { version: -1 })).toEqual([
      'version: Version cannot be negative',
    ]);
    expect(issuesOf(updateTaskInputSchema, { version: 1.5 })).toEqual([
      'version: Version must be a whole number',
    ]);
  });

  it('keeps absent fields absent and lets null clear nullable ones', () => {
    expect(parseOk(updateTaskInputSchema, { version: 3 })).toEqual({ version: 3 });
    expect(
      parseOk(updateTaskInputSchema, {
        version: 3,
        description: '',
        assignee_id: null,
        due_date: null,
        labels: [],
      }),
    ).toEqual({ version: 3, description: null, assignee_id: null, due_date: null, labels: [] });
  });

  it('still refuses an empty title', () => {
    expect(issuesOf(updateTaskInputSchema, { version: 3, title: '  ' })).toEqual([
      'title: Title is required',
    ]);
  });
});
