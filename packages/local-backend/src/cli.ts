#!/usr/bin/env node
import { parseCli, USAGE } from './cli-args.js';
import { startLocalBackend } from './start.js';

async function main(): Promise<void> {
  let command: ReturnType<typeof parseCli>;
  try {
    command = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`tandem-backend: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (command.command === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const backend = await startLocalBackend(command.options);
  const ready = {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    publishableKey: backend.publishableKey,
    secretKey: backend.secretKey,
    jwtSecret: backend.jwtSecret,
    inboxUrl: backend.inboxUrl,
    ...(backend.dbUrl ? { dbUrl: backend.dbUrl } : {}),
    ...(backend.smtpPort !== undefined ? { smtpPort: backend.smtpPort } : {}),
  };
  if (command.json) {
    process.stdout.write(`${JSON.stringify(ready)}\n`);
  } else {
    process.stdout.write(
      `Local backend ready.\n\n  API URL:          ${ready.url}\n  Publishable key:  ${ready.publishableKey}\n  Secret key:       ${ready.secretKey}\n  anon key:         ${ready.anonKey}\n  service_role key: ${ready.serviceRoleKey}\n  JWT secret:       ${ready.jwtSecret}\n  Inbox:            ${ready.url}/__inbox/\n${ready.dbUrl ? `  DB URL:           ${ready.dbUrl}\n` : ''}${ready.smtpPort !== undefined ? `  SMTP:             127.0.0.1:${ready.smtpPort}\n` : ''}\nPress Ctrl+C to stop.\n`,
    );
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    backend.context.log.info(`received ${signal}, stopping`);
    backend.stop().then(
      () => process.exit(0),
      (error) => {
        process.stderr.write(`tandem-backend: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`tandem-backend: ${(error as Error).message ?? String(error)}\n`);
  process.exit(1);
});
