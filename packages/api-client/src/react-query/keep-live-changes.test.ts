import { describe, expect, it } from 'vitest';
import { keepLiveChanges } from './keep-live-changes.js';

function row(id: string, position: string, version = 1, title = id) {
  return { id, position, version, status: 'todo' as const, state_id: 's', title };
}

const a = row('a', 'a0');
const b = row('b', 'a1');
const c = row('c', 'a2');

describe('keepLiveChanges', () => {
  it('returns the server list when the cache was not written while the refetch ran', () => {
    const before = [a, b];
    const fetched = [a, row('b', 'a1', 2, 'renamed elsewhere')];
    expect(keepLiveChanges(before, before, fetched)).toBe(fetched);
  });

  it('keeps a live edit that is newer than the page the server sent before it', () => {
    const before = [a, b, c];
    const liveB = row('b', 'a1', 3, 'edited live');
    const now = [a, liveB, c];
    const fetched = [a, row('b', 'a1', 2, 'older'), c];
    expect(keepLiveChanges(before, now, fetched).map((t) => t.title)).toEqual([
      'a',
      'edited live',
      'c',
    ]);
  });

  it('takes the server copy when it is newer than the cache’s change', () => {
    const before = [a, b];
    const now = [a, row('b', 'a1', 2, 'optimistic')];
    const fetched = [a, row('b', 'a1', 3, 'confirmed')];
    expect(keepLiveChanges(before, now, fetched).map((t) => t.title)).toEqual(['a', 'confirmed']);
  });

  it('keeps a task created live and drops one deleted live, in board order', () => {
    const before = [a, b, c];
    const created = row('n', 'a0V');
    const now = [a, created, c];
    const fetched = [a, b, c];
    expect(keepLiveChanges(before, now, fetched).map((t) => t.id)).toEqual(['a', 'n', 'c']);
  });

  it('drops a task the server no longer has when the cache did not touch it', () => {
    const before = [a, b, c];
    const now = [a, b, c, row('n', 'a3')];
    const fetched = [a, c];
    expect(keepLiveChanges(before, now, fetched).map((t) => t.id)).toEqual(['a', 'c', 'n']);
  });
});
