import { describe, expect, it } from 'vitest';
import { splitStatements } from './split-statements.js';

describe('splitStatements', () => {
  it('splits at top-level semicolons and reports each start line', () => {
    const sql = 'create table a (x int);\n\n-- note; not a split\ninsert into a values (1);\n';
    expect(splitStatements(sql)).toEqual([
      { text: 'create table a (x int)', line: 1 },
      { text: '-- note; not a split\ninsert into a values (1)', line: 3 },
    ]);
  });

  it('keeps semicolons inside strings, identifiers, comments and dollar quotes', () => {
    const sql = [
      "select 'a;b', E'c\\';d', \"we;ird\";",
      '/* block; /* nested; */ still */ select 1;',
      'create function f() returns int language plpgsql as $body$ begin return 1; end $body$;',
      'do $$ begin perform 1; end $$;',
    ].join('\n');
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(4);
    expect(statements[2]?.text).toContain('return 1; end $body$');
    expect(statements.map((s) => s.line)).toEqual([1, 2, 3, 4]);
  });

  it('keeps BEGIN ATOMIC bodies whole', () => {
    const sql =
      'create function g(x int) returns int language sql begin atomic select case when x > 0 then 1 else 0 end; select 2; end;\nselect 3;';
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toEqual({ text: 'select 3', line: 2 });
  });

  it('ignores trailing comments and empty statements', () => {
    expect(splitStatements(';;\n-- only a comment\n')).toEqual([]);
  });
});
