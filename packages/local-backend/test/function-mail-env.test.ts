import { describe, expect, it } from 'vitest';
import type { BackendContext } from '../src/context.js';
import { functionEnv, useSmtpCaptureForFunctions } from '../src/functions/env.js';
import { resolveRequestUrl } from '../src/jobs/net.js';

/** The members of a context that a function's environment reads. */
function contextAt(baseUrl: string, smtpPort = 54325): BackendContext {
  return {
    baseUrl: () => baseUrl,
    config: { inbucket: { smtp_port: smtpPort }, auth: { site_url: 'http://localhost:5173' } },
    keys: { anonKey: 'a', serviceRoleKey: 's', publishableKey: 'p', secretKey: 'k' },
    functionsEnv: {},
  } as unknown as BackendContext;
}

describe('where a function sends mail and links', () => {
  it("names the backend's own SMTP capture, not the default port", () => {
    const ctx = contextAt('http://127.0.0.1:40001');
    expect(functionEnv(ctx, undefined, '/tmp/deno')).toMatchObject({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '54325',
      SITE_URL: 'http://localhost:5173',
    });
    useSmtpCaptureForFunctions(ctx, 40125);
    expect(functionEnv(ctx, undefined, '/tmp/deno').SMTP_PORT).toBe('40125');
  });

  it('lets the functionsEnv option name another server', () => {
    const ctx = { ...contextAt('http://127.0.0.1:40002'), functionsEnv: { SMTP_PORT: '2525' } };
    expect(functionEnv(ctx as BackendContext, undefined, '/tmp/deno').SMTP_PORT).toBe('2525');
  });

  it('follows a non-loopback host the capture listens on', () => {
    const ctx = contextAt('http://192.0.2.7:54321');
    expect(functionEnv(ctx, undefined, '/tmp/deno').SMTP_HOST).toBe('192.0.2.7');
  });
});

describe('the URL of a pg_net request', () => {
  it('sends a path to this backend and leaves full URLs alone', () => {
    const base = 'http://127.0.0.1:40003';
    expect(resolveRequestUrl('/functions/v1/digest', base)).toBe(
      'http://127.0.0.1:40003/functions/v1/digest',
    );
    expect(resolveRequestUrl('https://example.com/x', base)).toBe('https://example.com/x');
    expect(resolveRequestUrl('//evil.example/x', base)).toBe('//evil.example/x');
  });
});
