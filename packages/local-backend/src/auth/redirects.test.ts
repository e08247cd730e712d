import { describe, expect, it } from 'vitest';
import { compileRedirectPattern, createRedirectPolicy } from './redirects.js';

describe('redirect allow-list', () => {
  const policy = createRedirectPolicy('https://app.example.com', [
    'https://*.preview.example.com/**',
    'http://localhost:3000/auth/*',
    'myapp://callback',
    'https://{staging,qa}.example.org/?',
  ]);

  it('allows the site itself on any path, and loopback addresses', () => {
    expect(policy.isAllowed('https://app.example.com/welcome?x=1')).toBe(true);
    expect(policy.isAllowed('http://app.example.com/welcome')).toBe(false);
    expect(policy.isAllowed('https://app.example.com:8443/')).toBe(false);
    expect(policy.isAllowed('http://127.0.0.1:5173/cb')).toBe(true);
    expect(policy.isAllowed('http://[::1]:5173/cb')).toBe(true);
    expect(policy.isAllowed('http://10.0.0.1/cb')).toBe(false);
    expect(policy.isAllowed('http://2130706433/cb')).toBe(false);
  });

  it('matches globs with GoTrue separators', () => {
    expect(policy.isAllowed('https://pr-1.preview.example.com/any/deep/path')).toBe(true);
    expect(policy.isAllowed('https://a.b.preview.example.com/x')).toBe(false);
    expect(policy.isAllowed('http://localhost:3000/auth/callback')).toBe(true);
    expect(policy.isAllowed('http://localhost:3000/auth/callback/extra')).toBe(false);
    expect(policy.isAllowed('myapp://callback#frag')).toBe(true);
    expect(policy.isAllowed('https://qa.example.org/a')).toBe(true);
    expect(policy.isAllowed('https://prod.example.org/a')).toBe(false);
  });

  it('falls back to site_url for anything else', () => {
    expect(policy.resolve('https://evil.example.net/')).toBe('https://app.example.com');
    expect(policy.resolve('not a url')).toBe('https://app.example.com');
    expect(policy.resolve(undefined)).toBe('https://app.example.com');
    expect(policy.resolve('myapp://callback')).toBe('myapp://callback');
  });

  it('escapes regular-expression characters in patterns', () => {
    expect(compileRedirectPattern('https://a.com/(x)+').test('https://a.com/(x)+')).toBe(true);
    expect(compileRedirectPattern('https://a.com/(x)+').test('https://a.com/xx')).toBe(false);
  });
});
