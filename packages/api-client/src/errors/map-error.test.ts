import { AuthSessionMissingError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { type ZodError, z } from 'zod';
import { toTandemError } from './map-error.js';
import { isTandemError, TandemError } from './tandem-error.js';

describe('toTandemError', () => {
  it('reads the catalogue prefix the database raises before the SQLSTATE', () => {
    const error = toTandemError({
      message: 'data/conflict: task 42 is at version 7, not 6',
      code: 'PT409',
      details: '',
      hint: '',
    });
    expect(error.code).toBe('data/conflict');
    expect(error.message).toBe(
      'Someone else changed this task. Reload it, or overwrite their changes.',
    );
  });

  it('keeps the database sentence for rule violations', () => {
    const error = toTandemError({
      message: 'data/invalid: a workspace can have at most 50 boards',
      code: '23514',
    });
    expect(error.code).toBe('data/invalid');
    expect(error.message).toBe('A workspace can have at most 50 boards.');
  });

  it('maps a unique violation to data/duplicate on the named column', () => {
    const error = toTandemError({
      message: 'duplicate key value violates unique constraint "workspaces_slug_key"',
      code: '23505',
      details: 'Key (slug)=(acme) already exists.',
    });
    expect(error.code).toBe('data/duplicate');
    expect(error.fieldErrors).toEqual({ slug: ['This is already taken.'] });
  });

  it('maps GoTrue error codes', () => {
    expect(
      toTandemError({ name: 'AuthApiError', code: 'invalid_credentials', status: 400 }).code,
    ).toBe('auth/invalid-credentials');
    expect(
      toTandemError({ name: 'AuthApiError', code: 'over_email_send_rate_limit', status: 429 }).code,
    ).toBe('auth/rate-limited');
  });

  it('maps a missing session (no session, or one the server no longer has) to session-expired', () => {
    expect(toTandemError(new AuthSessionMissingError()).code).toBe('auth/session-expired');
  });

  it('maps a fetch that never reached the server to network/offline', () => {
    expect(toTandemError(new TypeError('fetch failed')).code).toBe('network/offline');
    expect(toTandemError({ message: 'TypeError: fetch failed', code: '', details: '' }).code).toBe(
      'network/offline',
    );
  });

  it('maps a connection Node lost mid-request (tus uploads: write EPIPE) to network/offline', () => {
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', errno: -32 });
    expect(toTandemError(epipe).code).toBe('network/offline');
    expect(
      toTandemError(Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })).code,
    ).toBe('network/offline');
  });

  it('falls back on the HTTP status, then on unknown with a reference id', () => {
    expect(toTandemError({ message: 'nope', status: 403 }).code).toBe('data/forbidden');
    const unknown = toTandemError(new Error('boom'));
    expect(unknown.code).toBe('unknown');
    expect(unknown.referenceId).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('turns a ZodError into data/invalid with field messages', () => {
    const result = z
      .object({ title: z.string().min(1, 'Title is required') })
      .safeParse({ title: '' });
    const error = toTandemError(result.error as ZodError);
    expect(error.code).toBe('data/invalid');
    expect(error.fieldErrors).toEqual({ title: ['Title is required'] });
  });

  it('passes a TandemError through and recognises it by code', () => {
    const original = new TandemError('invite/used');
    expect(toTandemError(original)).toBe(original);
    expect(isTandemError(original, 'invite/used')).toBe(true);
    expect(isTandemError(original, 'invite/expired')).toBe(false);
    expect(isTandemError(new Error('x'))).toBe(false);
  });
});
