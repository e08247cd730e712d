import type { BoardViewer } from '@tandem/api-client';
import type { MemberRole } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { editorsByTask } from '../board-page/cards/to-board-tasks';
import { withEditingByRole } from './presence-roles';

function viewer(userId: string, editingTaskId: string | null): BoardViewer {
  return {
    userId,
    displayName: userId,
    avatarPath: null,
    editingTaskId,
    onlineAt: '2026-12-01T00:00:00Z',
  };
}

const roles = (entries: Record<string, MemberRole>) =>
  Object.entries(entries).map(([user_id, role]) => ({ user_id, role }));
const team = roles({ olivia: 'owner', ada: 'admin', max: 'member', vera: 'viewer' });

describe('withEditingByRole', () => {
  it('keeps "editing" for roles that may edit and drops it for a viewer', () => {
    const shown = withEditingByRole(
      [
        viewer('olivia', 't1'),
        viewer('ada', 't2'),
        viewer('max', 't3'),
        viewer('vera', 't1'),
        viewer('vera2', null),
      ],
      team,
    );
    expect(shown.map((v) => [v.userId, v.editingTaskId])).toEqual([
      ['olivia', 't1'],
      ['ada', 't2'],
      ['max', 't3'],
      ['vera', null],
      ['vera2', null],
    ]);
  });

  it('drops "editing" for someone the members list does not know (yet)', () => {
    expect(withEditingByRole([viewer('stranger', 't1')], team)[0]?.editingTaskId).toBeNull();
    expect(withEditingByRole([viewer('max', 't1')], undefined)[0]?.editingTaskId).toBeNull();
  });

  it('follows a role change: a member demoted to viewer stops showing as editing', () => {
    const viewers = [viewer('max', 't1')];
    expect(withEditingByRole(viewers, team)[0]?.editingTaskId).toBe('t1');
    const demoted = roles({ olivia: 'owner', max: 'viewer' });
    expect(withEditingByRole(viewers, demoted)[0]?.editingTaskId).toBeNull();
  });

  it('keeps the entries it does not change as they are', () => {
    const viewers = [viewer('olivia', 't1'), viewer('vera', null)];
    const shown = withEditingByRole(viewers, team);
    expect(shown[0]).toBe(viewers[0]);
    expect(shown[1]).toBe(viewers[1]);
  });

  it('marks no card as edited by a viewer who claims to edit it', () => {
    const editors = editorsByTask(
      withEditingByRole([viewer('vera', 't1'), viewer('max', 't2')], team),
      new Map(),
      'olivia',
      () => null,
    );
    expect([...editors.keys()]).toEqual(['t2']);
  });
});
