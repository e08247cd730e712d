import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { VERCEL_FILE_NAME, type VercelConfig } from './host-files.ts';

/** Where `vite preview` takes the browser's CSP violation reports. */
export const CSP_REPORT_PATH = '/__csp-report';

/**
 * The variable naming a file `vite preview` appends every CSP violation report to (one JSON
 * object a line), for the e2e run to fail on (e2e/support/csp-reports.ts).
 */
export const CSP_REPORT_FILE_VARIABLE = 'CSP_REPORT_FILE';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function recordViolation(request: IncomingMessage, response: ServerResponse) {
  const body = (await readBody(request)).replace(/\n/g, ' ');
  console.error(`Content-Security-Policy violation: ${body}`);
  const file = process.env[CSP_REPORT_FILE_VARIABLE];
  if (file) appendFileSync(file, `${body}\n`);
  response.statusCode = 204;
  response.end();
}

/**
 * The headers of a path, by the rules of the build's `vercel.json` (its sources are regular
 * expressions over the path; later rules override earlier ones, as on Vercel).
 */
function headersForPath(config: VercelConfig, pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of config.headers) {
    if (!new RegExp(`^${rule.source}$`).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/**
 * A middleware for `vite preview` that sends the headers the build wrote for the hosts (so the
 * preview serves exactly what a deploy would, whatever URL the build was made for), with a
 * `report-uri` on the policy whose reports it logs and records.
 *
 * @param outDir - the build's folder, which holds `vercel.json`
 * @returns `undefined` when the folder has no `vercel.json` (a build without `VITE_SUPABASE_URL`)
 */
export function previewHeadersMiddleware(outDir: string): Connect.NextHandleFunction | undefined {
  const file = join(outDir, VERCEL_FILE_NAME);
  if (!existsSync(file)) return undefined;
  const config = JSON.parse(readFileSync(file, 'utf8')) as VercelConfig;
  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
    if (pathname === CSP_REPORT_PATH && request.method === 'POST') {
      recordViolation(request, response).catch(next);
      return;
    }
    for (const [name, value] of headersForPath(config, pathname)) {
      const reported =
        name === 'Content-Security-Policy' ? `${value}; report-uri ${CSP_REPORT_PATH}` : value;
      response.setHeader(name, reported);
    }
    next();
  };
}
