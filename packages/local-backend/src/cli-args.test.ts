import { describe, expect, it } from 'vitest';
import { parseCli, USAGE } from './cli-args.js';
import type { Invocation } from './commands/command.js';

/** The parsed arguments of a command line that names a command. */
function argsOf(argv: string[]): unknown {
  const parsed = parseCli(argv);
  if (!('run' in parsed)) throw new Error(`${argv.join(' ')} parsed to help`);
  return (parsed as Invocation).args;
}

describe('parseCli', () => {
  it('keeps the inbox on and refuses insecure exposure by default', () => {
    expect(parseCli(['start'])).toMatchObject({ command: 'start' });
    expect(argsOf(['start'])).toMatchObject({
      json: false,
      options: { inbox: true, insecureDev: false, jwtSecret: undefined },
    });
  });

  it('reads --jwt-secret, --no-inbox and --insecure-dev', () => {
    const secret = 'x'.repeat(32);
    expect(
      argsOf([
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
    expect(argsOf(['start'])).toMatchObject({ options: { realtimePrivateOnly: false } });
    expect(argsOf(['start', '--realtime-private-only'])).toMatchObject({
      options: { realtimePrivateOnly: true },
    });
  });

  it('reads --max-response-bytes and refuses a value that is not a byte count', () => {
    expect(argsOf(['start'])).toMatchObject({ options: { maxResponseBytes: undefined } });
    expect(argsOf(['start', '--max-response-bytes', '1048576'])).toMatchObject({
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
    expect(argsOf(['start'])).toMatchObject({ options: { dbPort: true } });
    expect(argsOf(['start', '--db-port', '0'])).toMatchObject({ options: { dbPort: 0 } });
    expect(argsOf(['start', '--db-port', '6543'])).toMatchObject({ options: { dbPort: 6543 } });
  });

  it('receives SMTP mail on [inbucket] smtp_port unless --smtp-port names one', () => {
    expect(argsOf(['start'])).toMatchObject({ options: { smtpPort: true } });
    expect(argsOf(['start', '--smtp-port', '2525'])).toMatchObject({
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

describe('parseCli commands', () => {
  it('prints the usage with every command for no arguments and --help', () => {
    expect(parseCli([])).toEqual({ command: 'help', text: USAGE });
    expect(parseCli(['--help'])).toEqual({ command: 'help', text: USAGE });
    for (const name of [
      'start',
      'status',
      'stop',
      'db reset',
      'migration new',
      'migration list',
      'migration up',
    ]) {
      expect(USAGE).toContain(`  ${name} `);
    }
  });

  it("prints a command's own help for --help after its name", () => {
    const help = parseCli(['migration', 'up', '--help']);
    expect(help).toMatchObject({ command: 'help' });
    expect((help as { text: string }).text).toMatch(
      /^Usage: tandem-backend migration up \[options\]/,
    );
    expect((help as { text: string }).text).toContain('--include-all');
  });

  it('names the longest matching command and parses its own options', () => {
    expect(parseCli(['db', 'reset', '--db-url', 'postgres://h/d'])).toMatchObject({
      command: 'db reset',
      args: { database: { dbUrl: 'postgres://h/d' } },
    });
    expect(
      argsOf(['status', '-o', 'env', '--override-name', 'api.url=NEXT_PUBLIC_URL']),
    ).toMatchObject({
      output: 'env',
      overrides: new Map([['api.url', 'NEXT_PUBLIC_URL']]),
    });
    expect(argsOf(['migration', 'new', 'add_notes'])).toMatchObject({ name: 'add_notes' });
  });

  it('refuses unknown commands, options of other commands and bad values', () => {
    expect(() => parseCli(['launch'])).toThrow(/unknown command "launch"/);
    expect(() => parseCli(['db'])).toThrow(/unknown command "db"/);
    expect(() => parseCli(['status', '--port', '1'])).toThrow(/Unknown option '--port'/);
    expect(() => parseCli(['status', '-o', 'yaml'])).toThrow(/invalid --output "yaml"/);
    expect(() => parseCli(['status', '--override-name', 'api.nope=X'])).toThrow(
      /invalid --override-name/,
    );
    expect(() => parseCli(['migration', 'new'])).toThrow(/needs a NAME/);
    expect(() => parseCli(['migration', 'new', 'a/b'])).toThrow(/invalid migration name/);
    expect(() => parseCli(['stop', 'now'])).toThrow(/unexpected argument "now"/);
  });
});
