import { describe, expect, it } from 'vitest';
import { sameRowsBy, sameRowsInAnyOrderBy, sameStrings } from './same-rows';

const sameTitle = (a: { title: string }, b: { title: string }) => a.title === b.title;

describe('sameRowsBy', () => {
  it('holds when every row is kept or equal where it looks', () => {
    const kept = { title: 'a', due: 1 };
    expect(
      sameRowsBy([kept, { title: 'b', due: 1 }], [kept, { title: 'b', due: 2 }], sameTitle),
    ).toBe(true);
  });

  it('fails when a row differs where it looks, or the lengths differ', () => {
    const kept = { title: 'a' };
    expect(sameRowsBy([kept, { title: 'b' }], [kept, { title: 'c' }], sameTitle)).toBe(false);
    expect(sameRowsBy([kept], [kept, kept], sameTitle)).toBe(false);
  });

  it('compares by index: the same rows in another order differ', () => {
    const a = { title: 'a' };
    const b = { title: 'b' };
    expect(sameRowsBy([a, b], [b, a], sameTitle)).toBe(false);
  });
});

describe('sameRowsInAnyOrderBy', () => {
  const a = { id: 'a', title: 'a' };
  const b = { id: 'b', title: 'b' };
  const c = { id: 'c', title: 'c' };

  it('holds for the same rows in another order, each kept or equal where it looks', () => {
    expect(sameRowsInAnyOrderBy([a, b, c], [c, a, b], sameTitle)).toBe(true);
    expect(sameRowsInAnyOrderBy([a, b], [{ id: 'b', title: 'b' }, a], sameTitle)).toBe(true);
    expect(sameRowsInAnyOrderBy([a, b], [a, { id: 'b', title: 'b' }], sameTitle)).toBe(true);
  });

  it('holds for one row moved far, with the rows between shifted by one', () => {
    const rows = Array.from({ length: 50 }, (_, index) => ({ id: `t${index}`, title: `${index}` }));
    const moved = { ...rows[3], title: '3' } as (typeof rows)[number];
    const next = [...rows.slice(0, 3), ...rows.slice(4, 40), moved, ...rows.slice(40)];
    expect(sameRowsInAnyOrderBy(rows, next, sameTitle)).toBe(true);
    expect(sameRowsInAnyOrderBy(next, rows, sameTitle)).toBe(true);
    const renamed = [...next];
    renamed[39] = { ...moved, title: 'renamed' };
    expect(sameRowsInAnyOrderBy(rows, renamed, sameTitle)).toBe(false);
  });

  it('fails when a moved row differs where it looks, or a row is another one', () => {
    expect(sameRowsInAnyOrderBy([a, b], [{ id: 'b', title: 'B' }, a], sameTitle)).toBe(false);
    expect(sameRowsInAnyOrderBy([a, b], [a, { id: 'b', title: 'B' }], sameTitle)).toBe(false);
    expect(sameRowsInAnyOrderBy([a, b], [a, c], sameTitle)).toBe(false);
    expect(sameRowsInAnyOrderBy([a], [a, b], sameTitle)).toBe(false);
  });
});

describe('sameStrings', () => {
  it('compares item by item', () => {
    expect(sameStrings(['bug', 'docs'], ['bug', 'docs'])).toBe(true);
    expect(sameStrings(['bug', 'docs'], ['docs', 'bug'])).toBe(false);
    expect(sameStrings(['bug'], ['bug', 'docs'])).toBe(false);
  });
});
