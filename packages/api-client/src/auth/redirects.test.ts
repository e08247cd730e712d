import { describe, expect, it } from 'vitest';
import type { ClientContext } from '../internal/context.js';
import { callbackUrl, safeNextPath } from './redirects.js';

describe('safeNextPath', () => {
  it('keeps paths of the app with their query and fragment', () => {
    expect(safeNextPath('/')).toBe('/');
    expect(safeNextPath('/w/acme/b/1?task=42#c')).toBe('/w/acme/b/1?task=42#c');
    expect(safeNextPath('/invite/abc')).toBe('/invite/abc');
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['w/acme'],
    [''],
  ])('drops %j, which leaves the app or is not a path', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });

  it('drops what is not a string', () => {
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
  });
});

describe('callbackUrl', () => {
  const context = (appUrl: string | undefined) => ({ appUrl }) as ClientContext;

  it('points at the app callback, with a safe next', () => {
    expect(callbackUrl(context('http://localhost:5173'))).toBe(
      'http://localhost:5173/auth/callback',
    );
    expect(callbackUrl(context('https://app.example/'), '/auth/reset-password')).toBe(
      'https://app.example/auth/callback?next=%2Fauth%2Freset-password',
    );
    expect(callbackUrl(context('https://app.example/base'), '//evil')).toBe(
      'https://app.example/base/auth/callback',
    );
  });

  it('leaves the choice to the auth server when the app origin is unknown', () => {
    expect(callbackUrl(context(undefined), '/x')).toBeUndefined();
  });
});
