import { parseArgs } from 'node:util';
import type { StartOptions } from './start.js';

/** The parsed command line of `tandem-backend`. */
export type CliCommand =
  | { command: 'start'; options: StartOptions; json: boolean }
  | { command: 'help' };

/** Usage text printed by `--help` and on argument errors. */
export const USAGE = `Usage: tandem-backend start [options]

Options:
  --port N         port to listen on (0 = any free port)       default 54321
  --host HOST      interface to bind                          default 127.0.0.1
  --data-dir DIR   where data persists                        default <project>/.tandem/data
  --memory         keep everything in memory (nothing persists)
  --db-url URL     use this PostgreSQL server instead of the embedded PGlite
  --db-port N      PGlite's Postgres port (0 = any free port)  default 54322
  --smtp-port N    port receiving mail over SMTP into the inbox   default 54325
  --project DIR    folder containing supabase/                 default: nearest with supabase/
  --json           print one JSON line with the URL and keys when ready
  --jwt-secret S   HS256 secret for the API keys and tokens   default: the CLI's well-known one
  --no-inbox       do not serve the captured-email inbox (/__inbox)
  --no-legacy-keys serve only the publishable and secret API keys, refusing the legacy
                   anon and service_role JWT keys (as a hosted project can)
  --realtime-private-only
                   refuse joins of public Realtime channels, as a hosted project
                   with "Allow public access" off does
  --max-response-bytes N
                   most bytes a REST response may build      default 104857600 (0 = no bound)
  --insecure-dev   allow a non-loopback --host with the well-known keys, fake OAuth
                   providers or the inbox on (each is named in a warning)
`;

/** Parses `argv` (without node and script); throws with a readable message on bad input. */
export function parseCli(argv: string[]): CliCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean' },
      'db-url': { type: 'string' },
      'db-port': { type: 'string' },
      'smtp-port': { type: 'string' },
      project: { type: 'string' },
      json: { type: 'boolean' },
      'jwt-secret': { type: 'string' },
      'no-inbox': { type: 'boolean' },
      'no-legacy-keys': { type: 'boolean' },
      'realtime-private-only': { type: 'boolean' },
      'insecure-dev': { type: 'boolean' },
      'max-response-bytes': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) return { command: 'help' };
  if (positionals[0] !== 'start' || positionals.length > 1) {
    throw new Error(`unknown command "${positionals.join(' ')}"`);
  }
  if (values.memory && values['data-dir']) {
    throw new Error('--memory and --data-dir cannot be used together');
  }
  const jwtSecret = values['jwt-secret'];
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    // GoTrue and PostgREST refuse shorter HS256 secrets too.
    throw new Error('--jwt-secret must be at least 32 characters long');
  }
  const port = portOption('--port', values.port);
  const dbPort = portOption('--db-port', values['db-port']);
  if (dbPort !== undefined && values['db-url'] !== undefined) {
    throw new Error('--db-port serves PGlite and cannot be used with --db-url');
  }
  return {
    command: 'start',
    json: values.json === true,
    options: {
      port,
      host: values.host,
      memory: values.memory === true,
      dataDir: values['data-dir'],
      dbUrl: values['db-url'],
      // The CLI serves PGlite's Postgres port as the Supabase CLI serves its database's.
      dbPort: dbPort ?? true,
      // …and receives mail over SMTP as its Mailpit does.
      smtpPort: portOption('--smtp-port', values['smtp-port']) ?? true,
      projectDir: values.project,
      jwtSecret,
      inbox: values['no-inbox'] !== true,
      legacyApiKeys: values['no-legacy-keys'] !== true,
      realtimePrivateOnly: values['realtime-private-only'] === true,
      insecureDev: values['insecure-dev'] === true,
      maxResponseBytes: byteCountOption('--max-response-bytes', values['max-response-bytes']),
    },
  };
}

/** A port number given as `--name N`, or `undefined` when absent. */
function portOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port > 65535) {
    throw new Error(`invalid ${name} "${value}"`);
  }
  return port;
}

/** A byte count given as `--name N`, or `undefined` when absent. */
function byteCountOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const bytes = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(bytes)) {
    throw new Error(`invalid ${name} "${value}"`);
  }
  return bytes;
}
