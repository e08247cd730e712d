import { describe, expect, it } from 'vitest';
import { fromPgError, statusForSqlState } from './errors.js';

describe('statusForSqlState', () => {
  it('answers the status a PTxyz SQLSTATE names, as PostgREST does', () => {
    expect(statusForSqlState('PT409', false)).toBe(409);
    expect(statusForSqlState('PT404', true)).toBe(404);
    expect(statusForSqlState('PT410', false)).toBe(410);
  });

  it('treats PT codes that are not HTTP statuses like any other unknown class', () => {
    expect(statusForSqlState('PT999', false)).toBe(400);
    expect(statusForSqlState('PTABC', false)).toBe(400);
  });

  it('keeps the table for standard SQLSTATEs', () => {
    expect(statusForSqlState('42501', true)).toBe(401);
    expect(statusForSqlState('42501', false)).toBe(403);
    expect(statusForSqlState('23505', false)).toBe(409);
    expect(statusForSqlState('P0001', false)).toBe(400);
  });
});

describe('fromPgError', () => {
  it('keeps the SQLSTATE as the body code with the status it names', () => {
    const error = fromPgError({ code: 'PT409', message: 'data/conflict: stale' }, false);
    expect(error.status).toBe(409);
    expect(error.code).toBe('PT409');
    expect(error.message).toBe('data/conflict: stale');
  });
});

describe('missing grant hint', () => {
  const denied = { role: 'anon', method: 'GET', schema: 'public' };

  it('names the grant a read needs, schema-qualified', () => {
    const error = fromPgError(
      { code: '42501', message: 'permission denied for table tasks' },
      true,
      denied,
    );
    expect(error.status).toBe(401);
    expect(error.hint).toBe(
      'Grant the required privileges to the current role with: GRANT SELECT ON public.tasks TO anon;',
    );
  });

  it('keeps a hint the database gave, and adds none to a row level security refusal', () => {
    const given = { code: '42501', message: 'permission denied for table tasks', hint: 'h' };
    expect(fromPgError(given, false, denied).hint).toBe('h');
    const rls = {
      code: '42501',
      message: 'new row violates row-level security policy for table "tasks"',
    };
    expect(fromPgError(rls, false, { ...denied, method: 'POST' }).hint).toBeNull();
  });
});
