// Where Debian's Chromium is and the flags it needs on these machines, shared by the story
// tests (vitest.config.ts) and the scripts that drive Chromium themselves.

/** Debian's Chromium, unless `CHROMIUM_PATH` names another; nothing ever downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags Chromium needs here: running as root requires `--no-sandbox`, and the network is
 * closed, so every background connection Chromium would try is switched off.
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
