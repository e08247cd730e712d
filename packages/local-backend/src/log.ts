/** Minimal structured logger; `debug` is silent unless enabled. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Where lines go. Default: standard error (stdout is reserved for `--json`). */
  write?: (line: string) => void;
  /** Print `debug` lines too. Default `false`. */
  debug?: boolean;
  /** Print nothing at all. Default `false`. */
  silent?: boolean;
}

/** Creates a logger writing one line per event. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const emit = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    if (options.silent) return;
    write(`[local-backend] ${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`);
  };
  return {
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    debug: options.debug ? emit('debug') : () => {},
  };
}
