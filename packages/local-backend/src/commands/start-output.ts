import type { LocalBackend } from '../start.js';

/** The `--json` ready line's fields: the running backend's URL and keys. */
export type ReadyFields = ReturnType<typeof readyFields>;

/** What `start --json` prints (and the banner shows), in its documented key order. */
export function readyFields(backend: LocalBackend) {
  return {
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
}

/** The banner `start` prints without `--json`. */
export function readyBanner(ready: ReadyFields): string {
  return `Local backend ready.\n\n  API URL:          ${ready.url}\n  Publishable key:  ${ready.publishableKey}\n  Secret key:       ${ready.secretKey}\n  anon key:         ${ready.anonKey}\n  service_role key: ${ready.serviceRoleKey}\n  JWT secret:       ${ready.jwtSecret}\n  Inbox:            ${ready.url}/__inbox/\n${ready.dbUrl ? `  DB URL:           ${ready.dbUrl}\n` : ''}${ready.smtpPort !== undefined ? `  SMTP:             127.0.0.1:${ready.smtpPort}\n` : ''}\nPress Ctrl+C to stop.\n`;
}
