/**
 * Debian's Chromium (nothing downloads a browser), for the e2e suite and the bench;
 * `CHROMIUM_PATH` points at another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Running as root needs --no-sandbox; the network is closed, so every background connection
 * Chromium would try is switched off.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
