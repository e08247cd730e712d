import { describe, expect, it } from 'vitest';
import { RestError } from '../errors.js';
import { parseSelect } from './select.js';

describe('parseSelect', () => {
  it('defaults to every column', () => {
    expect(parseSelect(undefined)).toEqual([{ type: 'star' }]);
    expect(parseSelect('  ')).toEqual([{ type: 'star' }]);
  });

  it('reads fields with aliases, casts and JSON paths', () => {
    expect(parseSelect('id,name:title,year::text,lang:meta->>lang,meta->a->0')).toEqual([
      { type: 'field', name: 'id', path: [], alias: undefined, cast: undefined },
      { type: 'field', name: 'title', path: [], alias: 'name', cast: undefined },
      { type: 'field', name: 'year', path: [], alias: undefined, cast: 'text' },
      {
        type: 'field',
        name: 'meta',
        path: [{ arrow: '->>', key: 'lang' }],
        alias: 'lang',
        cast: undefined,
      },
      {
        type: 'field',
        name: 'meta',
        path: [
          { arrow: '->', key: 'a' },
          { arrow: '->', key: '0' },
        ],
        alias: undefined,
        cast: undefined,
      },
    ]);
  });

  it('reads embeds with hints, join types, nesting and spreads', () => {
    const [embed, spread] = parseSelect('author:users!author_id!inner(id,posts(*)),...dir(name)');
    expect(embed).toMatchObject({
      type: 'embed',
      name: 'users',
      alias: 'author',
      hint: 'author_id',
      joinType: 'inner',
      spread: false,
      select: [
        { type: 'field', name: 'id' },
        { type: 'embed', name: 'posts', select: [{ type: 'star' }] },
      ],
    });
    expect(spread).toMatchObject({ type: 'embed', name: 'dir', spread: true });
    expect(parseSelect('films!inner()')).toMatchObject([
      { type: 'embed', select: [], joinType: 'inner' },
    ]);
  });

  it('reads aggregates and count()', () => {
    expect(parseSelect('region,total:amount.sum()::int,count()')).toEqual([
      { type: 'field', name: 'region', path: [], alias: undefined, cast: undefined },
      {
        type: 'field',
        name: 'amount',
        path: [],
        alias: 'total',
        cast: undefined,
        aggregate: 'sum',
        aggregateCast: 'int',
      },
      { type: 'count', alias: undefined, cast: undefined },
    ]);
  });

  it('keeps quoted names whole', () => {
    expect(parseSelect('"weird, name",x:"a\\"b"')).toMatchObject([
      { name: 'weird, name' },
      { name: 'a"b', alias: 'x' },
    ]);
  });

  it.each([
    'id,',
    'films(id',
    'a::text;drop table x',
    'a::int or true',
    'amount.explode()',
    'x!y!z(a)',
    '...films',
    'a)',
    '(a)',
    `${'r('.repeat(40)}id${')'.repeat(40)}`,
  ])('refuses %s with PGRST100', (text) => {
    let caught: unknown;
    try {
      parseSelect(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RestError);
    expect((caught as RestError).code).toBe('PGRST100');
    expect((caught as RestError).status).toBe(400);
  });
});
