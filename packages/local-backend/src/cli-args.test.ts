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

  it('serves public Realtime channels unless --realtime-private-only is given', () => {
    expect(parseCli(['start'])).toMatchObject({ options: { realtimePrivateOnly: false } });
    expect(parseCli(['start', '--realtime-private-only'])).toMatchObject({
      options: { realtimePrivateOnly: true },
    });
  });

  it('reads --max-response-bytes and refuses a value that is not a byte count', () => {
    expect(parseCli(['start'])).toMatchObject({ options: { maxResponseBytes: undefined } });
    expect(parseCli(['start', '--max-response-bytes', '1048576'])).toMatchObject({
      options: { maxResponseBytes: 1048576 },
    });
    expect(() => parseCli(['start', '--max-response-bytes', '10MB'])).toThrow(
      /invalid --max-response-bytes "10MB"/,
    );
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => parseCli(['start', '--jwt-secret', 'short'])).toThrow(/at least 32/);
  });

  it("serves PGlite's Postgres port on [db] port unless --db-port names one", () => {
    expect(parseCli(['start'])).toMatchObject({ options: { dbPort: true } });
    expect(parseCli(['start', '--db-port', '0'])).toMatchObject({ options: { dbPort: 0 } });
    expect(parseCli(['start', '--db-port', '6543'])).toMatchObject({ options: { dbPort: 6543 } });
  });

  it('receives SMTP mail on [inbucket] smtp_port unless --smtp-port names one', () => {
    expect(parseCli(['start'])).toMatchObject({ options: { smtpPort: true } });
    expect(parseCli(['start', '--smtp-port', '2525'])).toMatchObject({
      options: { smtpPort: 2525 },
    });
    expect(() => parseCli(['start', '--smtp-port', 'x'])).toThrow(/invalid --smtp-port "x"/);
  });

  it('refuses a bad --db-port, and --db-port with --db-url', () => {
    expect(() => parseCli(['start', '--db-port', 'x'])).toThrow(/invalid --db-port "x"/);
    expect(() => parseCli(['start', '--db-port', '70000'])).toThrow(/invalid --db-port/);
    expect(() => parseCli(['start', '--db-port', '1', '--db-url', 'postgres://h/d'])).toThrow(
      /cannot be used with --db-url/,
    );
    expect(() => parseCli(['start', '--port=-1'])).toThrow(/invalid --port/);
  });
});
