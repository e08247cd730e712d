import { describe, expect, it } from 'vitest';
import { taskRow } from '../test-rows.js';
import { issuesOf, parseOk, text } from '../test-utils.js';
import { taskSchema } from './task.js';

describe('taskSchema', () => {
  it('parses a row as PostgREST returns it', () => {
    expect(parseOk(taskSchema, taskRow)).toEqual(taskRow);
  });

  it('accepts the nullable columns as null', () => {
    const bare = {
      ...taskRow,
      description: null,
      assignee_id: null,
      due_date: null,
      labels: [],
      completed_at: null,
    };
    expect(parseOk(taskSchema, bare)).toEqual(bare);
  });

  it('checks title (1–200), description (≤ 10,000) and labels (≤ 10 of 1–24)', () => {
    expect(parseOk(taskSchema, { ...taskRow, title: text(200) })).toBeTruthy();
    expect(issuesOf(taskSchema, { ...taskRow, title: text(201) })).toEqual([
      'title: Title must be at most 200 characters',
    ]);
    expect(parseOk(taskSchema, { ...taskRow, description: text(10_000) })).toBeTruthy();
    expect(issuesOf(taskSchema, { ...taskRow, description: text(10_001) })).toEqual([
      'description: Description must be at most 10000 characters',
    ]);
    expect(issuesOf(taskSchema, { ...taskRow, labels: Array(11).fill('x') })).toEqual([
      'labels: A task can have at most 10 labels',
    ]);
    expect(issuesOf(taskSchema, { ...taskRow, labels: [text(25)] })).toEqual([
      'labels.0: Label must be at most 24 characters',
    ]);
  });

  it('refuses bad numbers, statuses, priorities and dates', () => {
    expect(issuesOf(taskSchema, { ...taskRow, number: 0 })).toHaveLength(1);
    expect(issuesOf(taskSchema, { ...taskRow, number: 1.5 })).toHaveLength(1);
    expect(issuesOf(taskSchema, { ...taskRow, version: -1 })).toHaveLength(1);
    expect(issuesOf(taskSchema, { ...taskRow, status: 'doing' })).toEqual([
      'status: Status must be one of backlog, todo, in_progress, in_review, done, canceled',
    ]);
    expect(issuesOf(taskSchema, { ...taskRow, priority: 'critical' })).toEqual([
      'priority: Priority must be one of none, low, medium, high, urgent',
    ]);
    expect(issuesOf(taskSchema, { ...taskRow, due_date: '2026-12-01T00:00:00Z' })).toEqual([
      'due_date: Must be a date in the form YYYY-MM-DD',
    ]);
  });
});
