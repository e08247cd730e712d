import { describe, expect, it } from 'vitest';
import { filterLabelsOf, keepFilterLabels } from './use-board-labels';

describe('filterLabelsOf', () => {
  it('lists the workspace set with colours, sorted, even labels no task carries', () => {
    expect(
      filterLabelsOf(
        [{ labels: ['docs'] }],
        [
          { name: 'docs', color: 'blue' },
          { name: 'bug', color: 'red' },
        ],
      ),
    ).toEqual([
      { name: 'bug', color: 'red' },
      { name: 'docs', color: 'blue' },
    ]);
  });

  it('keeps a name a task carries before the set has caught up, without a colour', () => {
    expect(filterLabelsOf([{ labels: ['new', 'bug'] }], [{ name: 'bug', color: 'red' }])).toEqual([
      { name: 'bug', color: 'red' },
      { name: 'new', color: undefined },
    ]);
  });
});

describe('keepFilterLabels', () => {
  const set = [{ name: 'bug', color: 'red' as const }];

  it('keeps the array while no task changes its labels', () => {
    const tasks = [{ labels: ['bug'] }, { labels: ['docs'] }];
    const kept = keepFilterLabels(undefined, tasks, set);
    const retitled = [{ labels: ['bug'] }, tasks[1]] as typeof tasks;
    expect(keepFilterLabels(kept, retitled, set).labels).toBe(kept.labels);
  });

  it('lists a label a task gained, and drops one no task carries any more', () => {
    const tasks = [{ labels: ['bug'] }, { labels: ['docs'] }];
    const kept = keepFilterLabels(undefined, tasks, set);
    const gained = keepFilterLabels(
      kept,
      [{ labels: ['bug', 'ux'] }, tasks[1]] as typeof tasks,
      set,
    );
    expect(gained.labels.map((label) => label.name)).toEqual(['bug', 'docs', 'ux']);
    const dropped = keepFilterLabels(gained, [{ labels: ['bug'] }, { labels: [] }], set);
    expect(dropped.labels.map((label) => label.name)).toEqual(['bug']);
  });
});
