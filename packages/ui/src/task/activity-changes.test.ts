import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-text';

/** A `task.updated` entry of #12 with these `changes`, as the trigger writes it. */
const updated = (changes: Record<string, unknown>) =>
  describeActivity('task.updated', { number: 12, fields: Object.keys(changes), changes }, 12);

describe('describeActivity of a task update', () => {
  it('renames', () => {
    expect(updated({ title: { from: 'Fix login', to: 'Fix sign-in' } })).toBe(
      'renamed #12 to “Fix sign-in”',
    );
  });

  it('changes the priority, by name', () => {
    expect(
      updated({ priority: { from: 'high', to: 'urgent', from_name: 'High', to_name: 'Urgent' } }),
    ).toBe('changed the priority of #12 from High to Urgent');
    expect(updated({ priority: { from: 'none', to: 'low' } })).toBe(
      'changed the priority of #12 from No priority to Low',
    );
  });

  it('assigns and unassigns', () => {
    expect(
      updated({ assignee_id: { from: null, to: 'u1', from_name: null, to_name: 'Mia' } }),
    ).toBe('assigned #12 to Mia');
    expect(
      updated({ assignee_id: { from: 'u1', to: null, from_name: 'Mia', to_name: null } }),
    ).toBe('unassigned Mia from #12');
  });

  it('sets, moves and removes the due date', () => {
    expect(updated({ due_date: { from: null, to: '2026-12-03' } })).toBe(
      'set the due date of #12 to Dec 3, 2026',
    );
    expect(updated({ due_date: { from: '2026-12-03', to: '2026-12-10' } })).toBe(
      'moved the due date of #12 from Dec 3, 2026 to Dec 10, 2026',
    );
    expect(updated({ due_date: { from: '2026-12-03', to: null } })).toBe(
      'removed the due date of #12',
    );
  });

  it('adds and removes labels', () => {
    expect(updated({ labels: { from: ['bug'], to: ['bug', 'ui'] } })).toBe(
      'added the label “ui” to #12',
    );
    expect(updated({ labels: { from: ['bug', 'ui'], to: [] } })).toBe(
      'removed the labels “bug”, “ui” from #12',
    );
    expect(updated({ labels: { from: ['bug'], to: ['ui'] } })).toBe('changed the labels of #12');
  });

  it('edits the description without repeating it', () => {
    expect(updated({ description: {} })).toBe('edited the description of #12');
  });

  it('joins several changes, naming the task once', () => {
    expect(
      updated({
        title: { from: 'A', to: 'B' },
        priority: { from: 'low', to: 'high', from_name: 'Low', to_name: 'High' },
        assignee_id: { from: null, to: 'u1', to_name: 'Mia' },
      }),
    ).toBe('renamed #12 to “B”, changed the priority from Low to High and assigned it to Mia');
  });

  it('says "updated" for entries without changes', () => {
    expect(describeActivity('task.updated', { fields: ['title'] }, 12)).toBe('updated #12');
    expect(updated({})).toBe('updated #12');
  });
});

describe('describeActivity of a move', () => {
  it('names the statuses as the trigger writes them', () => {
    expect(
      describeActivity(
        'task.moved',
        { from: 'todo', to: 'in_review', from_name: 'Todo', to_name: 'In Review' },
        12,
      ),
    ).toBe('moved #12 from Todo to In Review');
  });

  it('names the boards of a move to another board', () => {
    expect(
      describeActivity(
        'task.moved',
        { from: 'todo', to: 'todo', from_board_name: 'Design', board_name: 'Roadmap' },
        12,
      ),
    ).toBe('moved #12 from the board Design to Roadmap');
  });
});
