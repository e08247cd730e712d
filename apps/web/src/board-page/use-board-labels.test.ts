import { describe, expect, it } from 'vitest';
import { filterLabelsOf } from './use-board-labels';

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
