import { describe, expect, it } from 'vitest';
import { UndoneVersions } from './undone-versions';

const change = (version: number) => [{ id: 't1', changes: { priority: 'low' }, version }];

describe('UndoneVersions', () => {
  it('lets the undo of an earlier batch expect the version the later undo wrote', () => {
    const versions = new UndoneVersions();
    // Batch A left the task at 4, batch B at 5; undoing B wrote 6, back to the values of 4.
    versions.record(change(5), change(6));
    expect(versions.rebase(change(4))).toEqual(change(6));
    // Undoing A then wrote 7, back to the values of 3: a third undo may expect 7.
    versions.record(change(4), change(7));
    expect(versions.rebase(change(3))).toEqual(change(7));
  });

  it('leaves a version no undo of one’s own came back to', () => {
    const versions = new UndoneVersions();
    versions.record(change(5), change(6));
    expect(versions.rebase(change(3))).toEqual(change(3));
    expect(versions.rebase([{ id: 't2', changes: {}, version: 4 }])).toEqual([
      { id: 't2', changes: {}, version: 4 },
    ]);
    // A task the undo left out (someone changed it) gets no new version.
    versions.record(change(8), []);
    expect(versions.rebase(change(7))).toEqual(change(7));
  });
});
