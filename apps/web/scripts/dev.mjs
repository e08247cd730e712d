#!/usr/bin/env node
// `pnpm dev` of the web app: runs Vite's dev server in this process (not through a nested
// `pnpm run`: several pnpm processes starting at once race on pnpm's workspace state file),
// waits for the local backend that packages/local-backend's own `dev` task starts, then prints
// where everything is.
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { printDevBanner } from './dev-banner.mjs';

const BACKEND_URL = 'http://127.0.0.1:54321';
const APP_URL = 'http://localhost:5173';
// A first start creates the database, runs every migration and the seed: allow for it.
const WAIT_LIMIT_MS = 180_000;

async function backendIsUp() {
  try {
    const response = await fetch(`${BACKEND_URL}/auth/v1/health`);
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForBackend() {
  const started = Date.now();
  let announced = false;
  while (!(await backendIsUp())) {
    if (Date.now() - started > WAIT_LIMIT_MS) {
      console.error(`web: no local backend at ${BACKEND_URL} after ${WAIT_LIMIT_MS / 1000} s.`);
      console.error('web: start it with `pnpm dev` at the repository root.');
      process.exit(1);
    }
    if (!announced) {
      console.log(`web: waiting for the local backend at ${BACKEND_URL}…`);
      announced = true;
    }
    await sleep(500);
  }
}

// Vite starts at once: while the backend creates or opens its database, Vite pre-bundles the
// dependencies and transforms the entry's modules (warm-up), so the first page load finds them
// ready instead of doing that work after the backend.
const server = await createServer({
  root: fileURLToPath(new URL('..', import.meta.url)),
  clearScreen: false,
  logLevel: 'warn',
  server: { warmup: { clientFiles: ['./src/main.tsx'] } },
});
await server.listen();
await waitForBackend();
printDevBanner({ appUrl: server.resolvedUrls?.local[0] ?? APP_URL, backendUrl: BACKEND_URL });
