import type { Activity } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { activityPerson } from './activity-person';

const entry = (actorId: string | null, actorName?: string): Activity => ({
  id: 1,
  workspace_id: '00000000-0000-4000-8000-000000000001',
  task_id: null,
  board_id: null,
  actor_id: actorId,
  kind: 'task.updated',
  payload: actorName ? { actor_name: actorName } : {},
  created_at: '2026-11-27T10:00:00Z',
});

const mia = { id: 'mia', name: 'Mia Chen' };
const people = new Map([[mia.id, mia]]);

describe('activityPerson', () => {
  it('names a member by their current name', () => {
    expect(activityPerson(entry('mia', 'Mia'), 'mia', people)).toBe(mia);
  });

  it('names an actor who has left by the name the entry was written with', () => {
    expect(activityPerson(entry('gone', 'Sam Ortiz'), 'gone', people).name).toBe('Sam Ortiz');
    expect(activityPerson(entry('gone'), 'gone', people).name).toBe('Someone');
  });

  it('calls changes nobody signed in made Tandem', () => {
    expect(activityPerson(entry(null, 'Tandem'), null, people).name).toBe('Tandem');
  });
});
