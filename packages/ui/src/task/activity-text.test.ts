import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '../domain/schemas';
import { describeActivity } from './activity-text';

describe('describeActivity', () => {
  it('says a task brought back from the trash was restored, not created', () => {
    expect(describeActivity('task.created', { title: 'Ship', restored: true }, 7)).toBe(
      'restored #7',
    );
    expect(describeActivity('task.created', { title: 'Ship' }, 7)).toBe('created #7 “Ship”');
  });

  it('names both statuses of a move', () => {
    expect(
      describeActivity('task.moved', { from_status: 'todo', to_status: 'in_progress' }, 42),
    ).toBe('moved #42 from Todo to In Progress');
  });

  it('names the board’s columns of a move, as they were named then', () => {
    const move = {
      from: 'backlog',
      to: 'in_progress',
      from_name: 'Backlog',
      to_name: 'In Progress',
      from_state_name: 'Ideas',
      to_state_name: 'QA / Testing',
    };
    expect(describeActivity('task.moved', move, 1)).toBe('moved #1 from Ideas to QA / Testing');
    // Two columns of one status are two places all the same.
    expect(
      describeActivity(
        'task.moved',
        { ...move, from: 'in_progress', from_state_name: 'In Progress' },
        1,
      ),
    ).toBe('moved #1 from In Progress to QA / Testing');
  });

  it('calls a move inside one column a reorder', () => {
    expect(describeActivity('task.moved', {}, 42)).toBe('reordered #42');
  });

  it('ignores statuses it does not know', () => {
    expect(describeActivity('task.moved', { to_status: 'archived' }, 7)).toBe('reordered #7');
  });

  it('quotes a new task title and names attached files', () => {
    expect(describeActivity('task.created', { title: 'Fix login' }, 3)).toBe(
      'created #3 “Fix login”',
    );
    expect(describeActivity('attachment.added', { file_name: 'spec.pdf' }, 3)).toBe(
      'attached spec.pdf to #3',
    );
    expect(describeActivity('checklist.item_checked', { title: 'Passport' }, 3)).toBe(
      'checked off “Passport” on #3',
    );
  });

  it('says something for every kind, even without a task or payload', () => {
    for (const kind of ACTIVITY_KINDS) {
      expect(describeActivity(kind, {}).length).toBeGreaterThan(5);
    }
  });
});
