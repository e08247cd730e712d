import { describe, expect, it } from 'vitest';
import { showsView, viewQueryOf } from './view-query';

describe('view params', () => {
  it('keep every param but the open task, the new-task request and the view id, without empties', () => {
    expect(
      viewQueryOf({
        task: 12,
        new: true,
        saved: 'a',
        status: [],
        q: undefined,
        view: 'list',
        label: 'bug',
        priority: ['high'],
      }),
    ).toEqual({ label: 'bug', priority: ['high'], view: 'list' });
  });

  it('tell whether a search shows a view, in any key order and with an open task', () => {
    const query = { priority: ['high'], label: 'bug' };
    expect(showsView({ label: 'bug', priority: ['high'], task: 3, saved: 'x' }, query)).toBe(true);
    expect(showsView({ label: 'bug' }, query)).toBe(false);
    expect(showsView({ label: 'bug', priority: ['high'], canceled: true }, query)).toBe(false);
  });
});
