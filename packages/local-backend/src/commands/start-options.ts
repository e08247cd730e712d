import type { ParseArgsOptionsConfig } from 'node:util';
import type { StartOptions } from '../start.js';
import type { OptionValues } from './command.js';
import { byteCountOption, flagOption, portOption, stringOption } from './option-values.js';

/** The options of `tandem-backend start`, for parseArgs. */
export const START_OPTIONS: ParseArgsOptionsConfig = {
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
};

/** Help lines of {@link START_OPTIONS}. */
export const START_HELP = `  --port N         port to listen on (0 = any free port)       default 54321
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

/** Checks the values of {@link START_OPTIONS} and turns them into {@link StartOptions}. */
export function startOptionsFrom(values: OptionValues): StartOptions {
  const memory = flagOption(values, 'memory');
  const dataDir = stringOption(values, 'data-dir');
  const dbUrl = stringOption(values, 'db-url');
  if (memory && dataDir) throw new Error('--memory and --data-dir cannot be used together');
  const jwtSecret = stringOption(values, 'jwt-secret');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    // GoTrue and PostgREST refuse shorter HS256 secrets too.
    throw new Error('--jwt-secret must be at least 32 characters long');
  }
  const port = portOption(values, 'port');
  const dbPort = portOption(values, 'db-port');
  if (dbPort !== undefined && dbUrl !== undefined) {
    throw new Error('--db-port serves PGlite and cannot be used with --db-url');
  }
  return {
    port,
    host: stringOption(values, 'host'),
    memory,
    dataDir,
    dbUrl,
    // The CLI serves PGlite's Postgres port as the Supabase CLI serves its database's.
    dbPort: dbPort ?? true,
    // …and receives mail over SMTP as its Mailpit does.
    smtpPort: portOption(values, 'smtp-port') ?? true,
    projectDir: stringOption(values, 'project'),
    jwtSecret,
    inbox: !flagOption(values, 'no-inbox'),
    legacyApiKeys: !flagOption(values, 'no-legacy-keys'),
    realtimePrivateOnly: flagOption(values, 'realtime-private-only'),
    insecureDev: flagOption(values, 'insecure-dev'),
    maxResponseBytes: byteCountOption(values, 'max-response-bytes'),
  };
}
