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
    const tasks = [
      { id: 'a', labels: ['bug'] },
      { id: 'b', labels: ['docs'] },
    ];
    const kept = keepFilterLabels(undefined, tasks, set);
    const retitled = [{ id: 'a', labels: ['bug'] }, tasks[1]] as typeof tasks;
    expect(keepFilterLabels(kept, retitled, set).labels).toBe(kept.labels);
  });

  it('keeps the array when tasks only moved', () => {
    const tasks = [
      { id: 'a', labels: ['bug'] },
      { id: 'b', labels: ['docs'] },
      { id: 'c', labels: [] },
    ];
    const kept = keepFilterLabels(undefined, tasks, set);
    const moved = [tasks[2], { id: 'a', labels: ['bug'] }, tasks[1]] as typeof tasks;
    expect(keepFilterLabels(kept, moved, set).labels).toBe(kept.labels);
  });

  it('lists a label a task gained, and drops one no task carries any more', () => {
    const tasks = [
      { id: 'a', labels: ['bug'] },
      { id: 'b', labels: ['docs'] },
    ];
    const kept = keepFilterLabels(undefined, tasks, set);
    const gained = keepFilterLabels(
      kept,
      [{ id: 'a', labels: ['bug', 'ux'] }, tasks[1]] as typeof tasks,
      set,
    );
    expect(gained.labels.map((label) => label.name)).toEqual(['bug', 'docs', 'ux']);
    const dropped = keepFilterLabels(
      gained,
      [
        { id: 'a', labels: ['bug'] },
        { id: 'b', labels: [] },
      ],
      set,
    );
    expect(dropped.labels.map((label) => label.name)).toEqual(['bug']);
  });

  it('lists the labels of a task that moved and gained one', () => {
    const tasks = [
      { id: 'a', labels: ['bug'] },
      { id: 'b', labels: [] },
    ];
    const kept = keepFilterLabels(undefined, tasks, set);
    const next = keepFilterLabels(
      kept,
      [{ id: 'b', labels: ['ux'] }, tasks[0]] as typeof tasks,
      set,
    );
    expect(next.labels.map((label) => label.name)).toEqual(['bug', 'ux']);
  });
});
