import { describe, expect, it } from 'vitest';
import { splitTopLevel } from '../../filter-syntax.js';
import { parseCondition, parseLogicTree } from './filter.js';
import { parseOrder } from './order.js';
import { parsePreferences } from './preferences.js';
import { parseQuery } from './request.js';

describe('parseCondition', () => {
  it('reads operators, negation and modifiers', () => {
    expect(parseCondition('age', 'gte.18')).toMatchObject({
      operator: 'gte',
      value: '18',
      negated: false,
    });
    expect(parseCondition('age', 'not.in.(1,2)')).toMatchObject({
      operator: 'in',
      value: '(1,2)',
      negated: true,
    });
    expect(parseCondition('name', 'like(any).{a*,b*}')).toMatchObject({
      operator: 'like',
      quantifier: 'any',
    });
    expect(parseCondition('doc', 'fts(french).chat')).toMatchObject({
      operator: 'fts',
      language: 'french',
      value: 'chat',
    });
    expect(parseCondition('data->a->>b', 'eq.1').field).toEqual({
      name: 'data',
      path: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    });
    // Everything after the operator is the value, dots included.
    expect(parseCondition('v', 'eq.1.5.x').value).toBe('1.5.x');
  });

  it.each(['eq', 'bogus.1', 'eq(any.x', 'in(any).x', 'fts(bad config).x', 'gt(some).1'])(
    'refuses %s',
    (text) => {
      expect(() => parseCondition('a', text)).toThrow(
        expect.objectContaining({ code: 'PGRST100' }),
      );
    },
  );
});

describe('parseLogicTree', () => {
  it('reads nested trees with quoted values', () => {
    const tree = parseLogicTree('or', false, '(a.eq.1,and(b.gt.2,c.not.is.null),d.eq."x,y")');
    expect(tree.children).toHaveLength(3);
    expect(tree.children[1]).toMatchObject({
      type: 'logic',
      op: 'and',
      children: [{ operator: 'gt' }, { operator: 'is', negated: true }],
    });
    expect(tree.children[2]).toMatchObject({ operator: 'eq', value: 'x,y' });
  });

  it('refuses unbalanced or empty trees and runaway nesting', () => {
    expect(() => parseLogicTree('or', false, '(a.eq.1')).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
    expect(() => parseLogicTree('or', false, '()')).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
    const deep = `${'(and'.repeat(30)}(a.eq.1${')'.repeat(31)}`;
    expect(() => parseLogicTree('or', false, deep.slice(4))).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
  });

  it('splits only at top-level commas', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",{g,h}')).toEqual(['a', 'b(c,d)', '"e,f"', '{g,h}']);
  });
});

describe('parseOrder', () => {
  it('reads directions, nulls and related columns', () => {
    expect(parseOrder('a.desc.nullslast,b,rel(c).asc')).toEqual([
      { field: { name: 'a', path: [] }, relation: undefined, direction: 'desc', nulls: 'last' },
      { field: { name: 'b', path: [] }, relation: undefined },
      { field: { name: 'c', path: [] }, relation: 'rel', direction: 'asc' },
    ]);
  });

  it('refuses contradictory modifiers', () => {
    expect(() => parseOrder('a.asc.desc')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseOrder('a,,b')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});

describe('parseQuery', () => {
  it('routes parameters to the root or to embedded resources', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=*,films(*)&id=eq.1&films.year=gt.1950&films.order=year.desc&films.limit=2&or=(a.eq.1,b.eq.2)&data->>a=eq.x&limit=5&offset=10',
      ),
    );
    expect(query.nodes.get('')).toMatchObject({ limit: 5, offset: 10 });
    expect(query.nodes.get('')?.filters).toHaveLength(3);
    expect(query.nodes.get('films')).toMatchObject({
      limit: 2,
      order: [{ direction: 'desc' }],
      filters: [{ operator: 'gt' }],
    });
  });

  it('keeps RPC argument names out of the filters', () => {
    const query = parseQuery(new URLSearchParams('y=1950&id=gt.1'), new Set(['y']));
    expect(query.extra.get('y')).toBe('1950');
    expect(query.nodes.get('')?.filters).toHaveLength(1);
  });
});

describe('parsePreferences', () => {
  it('reads every preference PostgREST knows', () => {
    const prefs = parsePreferences(
      'return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback, handling=strict, max-affected=5',
    );
    expect(prefs).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      tx: 'rollback',
      handling: 'strict',
      maxAffected: 5,
    });
    expect(prefs.applied).toHaveLength(7);
  });

  it('ignores unknown preferences unless handling is strict', () => {
    expect(parsePreferences('return=everything').return).toBeUndefined();
    expect(() => parsePreferences('handling=strict, return=everything')).toThrow(
      expect.objectContaining({ code: 'PGRST122', status: 400 }),
    );
  });
});
