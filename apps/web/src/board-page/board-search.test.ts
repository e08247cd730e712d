import { describe, expect, it } from 'vitest';
import { searchOfView } from './board-search';

describe('showing a saved view', () => {
  it('sets its params in place of every other but the open task, and names it', () => {
    const change = searchOfView({
      id: 'v1',
      query: { label: 'bug', priority: ['high', 'nope'], task: 9, unknown: 1 },
    });
    expect(change).toMatchObject({ label: 'bug', saved: 'v1', q: undefined, status: undefined });
    expect(change.priority).toBeUndefined();
    expect('task' in change).toBe(false);
    expect('unknown' in change).toBe(false);
  });
});
