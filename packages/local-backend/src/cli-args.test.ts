import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-args.js';

describe('parseCli', () => {
  it('keeps the inbox on and refuses insecure exposure by default', () => {
    expect(parseCli(['start'])).toMatchObject({
      command: 'start',
      options: { inbox: true, insecureDev: false, jwtSecret: undefined },
    });
  });

  it('reads --jwt-secret, --no-inbox and --insecure-dev', () => {
    const secret = 'x'.repeat(32);
    expect(
      parseCli([
        'start',
        '--host',
        '0.0.0.0',
        '--jwt-secret',
        secret,
        '--no-inbox',
        '--insecure-dev',
      ]),
    ).toMatchObject({
      options: { host: '0.0.0.0', jwtSecret: secret, inbox: false, insecureDev: true },
    });
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => parseCli(['start', '--jwt-secret', 'short'])).toThrow(/at least 32/);
  });
});
