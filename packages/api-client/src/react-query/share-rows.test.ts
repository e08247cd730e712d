import { describe, expect, it } from 'vitest';
import { shareRowsById } from './share-rows.js';

const row = (id: string, title = id) => ({ id, title, labels: ['bug'] });

describe('shareRowsById', () => {
  it('keeps every equal row object when one row moves across the list', () => {
    const previous = ['a', 'b', 'c', 'd', 'e'].map((id) => row(id));
    // "b" moves to the end, as a server's copy: a new object with a new title.
    const next = [previous[0], previous[2], previous[3], previous[4], { ...row('b'), title: 'B' }];
    const shared = shareRowsById(previous, next) as typeof previous;
    expect(shared.map((entry) => entry.id)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(shared.slice(0, 4)).toEqual(previous.filter((entry) => entry.id !== 'b'));
    for (const [index, entry] of shared.slice(0, 4).entries()) {
      expect(entry).toBe(next[index]);
    }
    expect(shared[4]).toEqual({ id: 'b', title: 'B', labels: ['bug'] });
    // Its unchanged parts are still the held ones.
    expect(shared[4]?.labels).toBe(previous[1]?.labels);
  });

  it('keeps the held object for a fresh copy of an equal row, wherever it now is', () => {
    const previous = [row('a'), row('b'), row('c')];
    const next = [row('c'), row('a'), row('b')];
    const shared = shareRowsById(previous, next) as typeof previous;
    expect(shared[0]).toBe(previous[2]);
    expect(shared[1]).toBe(previous[0]);
    expect(shared[2]).toBe(previous[1]);
  });

  it('returns the held list itself when nothing changed', () => {
    const previous = [row('a'), row('b')];
    expect(shareRowsById(previous, [row('a'), row('b')])).toBe(previous);
  });

  it('gives a new list when a row left or arrived', () => {
    const previous = [row('a'), row('b')];
    const fewer = shareRowsById(previous, [row('a')]) as typeof previous;
    expect(fewer).not.toBe(previous);
    expect(fewer[0]).toBe(previous[0]);
    const more = shareRowsById(previous, [row('a'), row('b'), row('c')]) as typeof previous;
    expect(more).toHaveLength(3);
    expect(more[1]).toBe(previous[1]);
    const reordered = shareRowsById(previous, [row('b'), row('a'), row('c')]) as typeof previous;
    expect(reordered[0]).toBe(previous[1]);
    expect(reordered[1]).toBe(previous[0]);
    expect(reordered[2]).toEqual(row('c'));
  });

  it('shares other data as TanStack Query does', () => {
    const previous = { count: 1, names: ['x'] };
    expect(shareRowsById(previous, { count: 1, names: ['x'] })).toBe(previous);
    expect(shareRowsById(undefined, [row('a')])).toEqual([row('a')]);
  });
});
